import "server-only";
import type { MailContent } from "@/lib/mail/layout";
import type { MailOrder, MailPayloads } from "@/lib/mail/types";
import { site } from "@/lib/site";
import { COLLECTION_NOTE, HELD_AT_DESK } from "@/lib/store";
import { formatPrice } from "@/lib/store/price";
import type { Detail } from "./enquiries";

/** The order line by line, its total and its reference; prices in the order's currency. */
export function orderDetails(order: MailOrder): Detail[] {
  const price = (cents: number) => formatPrice(cents, order.currency);
  return [
    ...order.lines.map((line): Detail => [
      `${line.product_title} (${line.variant_title}) × ${line.quantity}`,
      price(line.unit_price_cents * line.quantity),
    ]),
    ["Total", price(order.total_cents)],
    ["Order", order.reference],
  ];
}

/**
 * The confirmation of an embedded store order, to collect (and pay for, unless it was paid
 * online: then it is sent when the payment is settled) at the front desk.
 */
export function orderConfirmation(order: MailOrder): MailContent {
  const { reference } = order;
  const paidOnline = order.payment_method === "online";
  return {
    subject: paidOnline
      ? `Your order ${reference} is paid: collect it at the front desk`
      : `Your order ${reference}: collect and pay at the front desk`,
    heading: "Thank you for your order",
    paragraphs: [
      paidOnline
        ? `Paid online, with its tax invoice in a separate e-mail. ${HELD_AT_DESK}`
        : COLLECTION_NOTE,
      `Quote ${reference} at the front desk.`,
    ],
    details: [
      ...orderDetails(order),
      ["Collect from", `Front desk, ${site.address.short}`],
      ["Opening hours", site.hours.label],
    ],
    action: { label: "See your orders", url: `${site.url}/dashboard` },
  };
}

/** A store order's payment that arrived after its hold lapsed, when its items had sold out. */
export function orderRefunded({ order, amountCents }: MailPayloads["order-refunded"]): MailContent {
  const { reference } = order;
  const amount = formatPrice(amountCents, order.currency);
  return {
    subject: `Refund of ${amount}: order ${reference}`,
    heading: "Your payment is being refunded",
    paragraphs: [
      `Your payment for order ${reference} arrived after its hold had ended, and its items had sold out meanwhile, so the order was not placed. We have refunded the whole ${amount}.`,
      "Refunds reach your bank, card or UPI account within 5 to 7 working days.",
    ],
    details: [["Order", reference]],
    action: { label: "Back to the store", url: `${site.url}/store` },
  };
}
