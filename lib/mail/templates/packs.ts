import "server-only";
import type { MailContent } from "@/lib/mail/layout";
import type { MailPack } from "@/lib/mail/types";
import { describePackBalance, PACKS } from "@/lib/pricing/packs";
import { formatDateLabel, formatInr } from "@/lib/pricing";
import { site } from "@/lib/site";

/** Seven days before a pack lapses, once: what is left and the last day to use it. */
export function packExpiring(pack: MailPack): MailContent {
  const name = PACKS[pack.product].name;
  const until = formatDateLabel(pack.validUntil);
  return {
    subject: `Your ${name} pack expires on ${until}`,
    heading: "Your pack expires in 7 days",
    paragraphs: [
      `${pack.name ? `${pack.name}, your` : "Your"} ${name} pack can be used until ${until}. What is left of it then expires, and packs are non-refundable.`,
      "Book from the meeting rooms, podcast studio or day pass pages; your pack pays before money does.",
    ],
    details: [
      ["Pack", name],
      [
        "Left",
        `${describePackBalance(pack.product, pack.balancePaise)} (${formatInr(pack.balancePaise)})`,
      ],
      ["Valid until", until],
    ],
    action: { label: "See your packs", url: `${site.url}/dashboard#packs-heading` },
  };
}
