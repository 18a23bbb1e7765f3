import { formatClubDateTime } from "@/lib/format";
import type { OrderToCollect } from "@/lib/store";
import { formatPrice } from "@/lib/store/price";
import { MarkCollectedButton } from "./mark-collected-button";

const STATUS_LABEL: Record<string, string> = {
  awaiting_payment: "Pay on collection",
  paid: "Paid",
};

/** Store orders waiting at the front desk, oldest first, each with what to hand over. */
export function OrdersToCollect({ orders }: { orders: OrderToCollect[] }) {
  return (
    <section aria-labelledby="to-collect-heading" className="bg-card rounded-2xl border p-6">
      <h2 id="to-collect-heading" className="font-sans text-lg font-semibold">
        To collect
      </h2>
      {orders.length === 0 ? (
        <p className="text-muted-foreground bg-muted/60 mt-4 rounded-xl p-4 text-sm">
          No orders are waiting to be collected.
        </p>
      ) : (
        <ul className="mt-2 divide-y">
          {orders.map((order) => (
            <li
              key={order.id}
              className="py-4"
              data-testid="order-to-collect"
              data-order-id={order.id}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">{order.reference}</p>
                  <p className="text-muted-foreground text-sm">
                    {formatClubDateTime(order.createdAt)}
                    {order.contactEmail ? ` · ${order.contactEmail}` : " · Guest"}
                  </p>
                </div>
                <p className="text-sm">
                  <span className="font-semibold tabular-nums">
                    {formatPrice(order.totalCents, order.currency)}
                  </span>{" "}
                  <span className="text-muted-foreground">· {STATUS_LABEL[order.status]}</span>
                </p>
              </div>
              <ul className="mt-2 text-sm">
                {order.lines.map((line, i) => (
                  <li key={i}>
                    {line.quantity} × {line.product_title}
                    {line.variant_title && line.variant_title !== line.product_title
                      ? ` (${line.variant_title})`
                      : ""}
                  </li>
                ))}
              </ul>
              <div className="mt-3">
                <MarkCollectedButton id={order.id} reference={order.reference} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
