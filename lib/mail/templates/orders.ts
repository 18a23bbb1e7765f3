import type { MailContent } from "@/lib/mail/layout";
import { formatInr } from "@/lib/pricing";
import { site } from "@/lib/site";
import type { RowPayload } from "./enquiries";

type OrderLinePayload = {
  product_title: string;
  variant_title: string;
  quantity: number;
  unit_price_cents: number;
};

/** The embedded store's order, to collect and pay for at the front desk (prices in paise). */
export function orderConfirmation(payload: RowPayload): MailContent {
  const lines = (payload.lines ?? []) as OrderLinePayload[];
  const total = Number(payload.total_cents ?? 0);
  return {
    subject: `Your order ${String(payload.reference ?? "")} is ready to collect`.replace("  ", " "),
    heading: "Thank you for your order",
    paragraphs: [
      `We're setting it aside at the front desk of ${site.address.short}. Collect it and pay there (${site.hours.label}): card, UPI or cash.`,
    ],
    details: [
      ...lines.map((line): [string, string] => [
        `${line.product_title} (${line.variant_title}) × ${line.quantity}`,
        formatInr(line.unit_price_cents * line.quantity),
      ]),
      ["Total", formatInr(total)],
      ["Order", String(payload.reference ?? "")],
    ],
    action: { label: "See your orders", url: `${site.url}/dashboard` },
  };
}
