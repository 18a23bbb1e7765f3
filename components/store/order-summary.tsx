import { Price } from "@/components/store/price";
import { formatClubDateTime } from "@/lib/format";
import { formatPrice } from "@/lib/store/price";
import type { StoreOrder } from "@/lib/store/types";

const ORDER_STATUS_LABELS: Record<StoreOrder["status"], string> = {
  awaiting_payment: "Pay at the front desk on collection",
  paid: "Paid, ready to collect",
  collected: "Collected",
  cancelled: "Cancelled",
  expired: "Expired: not paid for in time, so its items went back on sale",
};
const ONLINE_STATUS_LABELS: Partial<Record<StoreOrder["status"], string>> = {
  awaiting_payment: "Waiting for payment online",
  paid: "Paid online, ready to collect",
};

/** Where the order stands, in the words of how it is paid (at the desk, or online first). */
export const orderStatusLabel = (order: Pick<StoreOrder, "status" | "payment_method">) =>
  (order.payment_method === "online" ? ONLINE_STATUS_LABELS[order.status] : undefined) ??
  ORDER_STATUS_LABELS[order.status];

export const formatOrderDate = (iso: string) => formatClubDateTime(iso);

/** An order's lines and total, as shown after checkout. */
export function OrderSummary({ order }: { order: StoreOrder }) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="bg-card rounded-2xl border p-6 text-left sm:p-8"
      data-testid="order-summary"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-summary-heading" className="font-sans text-lg font-semibold">
          Order {order.reference}
        </h2>
        <p className="text-muted-foreground text-sm">{formatOrderDate(order.created_at)}</p>
      </div>
      <ul className="mt-5 divide-y">
        {order.lines.map((line) => (
          <li key={line.variant_id} className="flex items-start justify-between gap-4 py-3">
            <div>
              <p className="font-medium">{line.product_title}</p>
              <p className="text-muted-foreground text-sm">
                {line.variant_title} · {line.quantity} ×{" "}
                {formatPrice(line.unit_price_cents, order.currency)}
              </p>
            </div>
            <p className="font-medium tabular-nums">
              {formatPrice(line.unit_price_cents * line.quantity, order.currency)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-baseline justify-between border-t pt-4">
        <p className="font-semibold">Total</p>
        <Price cents={order.total_cents} currency={order.currency} className="text-lg" />
      </div>
      <p className="bg-accent-soft text-foreground mt-5 rounded-xl px-4 py-3 text-sm">
        {orderStatusLabel(order)}. Quote {order.reference} at the front desk.
      </p>
    </section>
  );
}
