import "server-only";
import type { MailContent } from "@/lib/mail/layout";
import type { MailPayloads } from "@/lib/mail/types";
import { site } from "@/lib/site";

const PLAN_NAMES = {
  "dedicated-desk": "Dedicated Desk",
  "managed-office": "Managed Office",
  "virtual-office": "Virtual Office",
} as const;

/**
 * Autopay's mandate halted: Razorpay tried the debit and its retries, and stopped. The holder is
 * told to pay by link (the invoice is theirs to pay again) and may set autopay up anew; staff
 * are told so they can follow the invoice up.
 */
export function membershipAutopayHalted({
  membership,
  audience,
}: MailPayloads["membership-autopay-halted"]): MailContent {
  const seats = `${membership.seats} ${membership.seats === 1 ? "seat" : "seats"}`;
  const title = `${PLAN_NAMES[membership.plan]}, ${seats}`;
  if (audience === "staff") {
    return {
      subject: `Autopay halted: ${membership.holderName}, ${title}`,
      heading: "A membership's autopay has halted",
      paragraphs: [
        `Razorpay halted the autopay mandate of ${membership.holderName}'s ${title} membership after its debit and every retry failed.`,
        "Its invoices are now paid by link from the member's dashboard or at the front desk; the holder has been e-mailed. Follow up if an invoice goes overdue.",
      ],
      action: { label: "Open members and billing", url: `${site.url}/staff/members` },
    };
  }
  return {
    subject: `Autopay has stopped: ${title}`,
    heading: "Your autopay has stopped",
    paragraphs: [
      `Hello ${membership.holderName}, your bank declined the autopay debit for your ${title} membership, and the retries failed too, so autopay has stopped.`,
      "Please pay your open invoice by its link on your dashboard, or at the front desk. You can set autopay up again from the dashboard.",
    ],
    action: { label: "Pay from your dashboard", url: `${site.url}/dashboard` },
  };
}
