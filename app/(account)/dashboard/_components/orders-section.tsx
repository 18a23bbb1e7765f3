import Link from "@/components/ui/link";
import { formatOrderDate, orderStatusLabel } from "@/components/store/order-summary";
import { isPayableOrder } from "@/lib/store";
import { listOrdersByUser, type StoreOrder } from "@/lib/store";
import { formatPrice } from "@/lib/store/price";
import { EmptyState } from "./dashboard-section";

/** Its page, for an order paid online: to pay a held order, or for a paid one's tax invoice. */
function OrderLink({ order }: { order: StoreOrder }) {
  if (order.payment_method !== "online") return null;
  const paid = order.status === "paid" || order.status === "collected";
  if (!paid && !isPayableOrder(order)) return null;
  return (
    <Link href={`/success?order=${order.id}`} className="text-sm font-medium underline">
      {paid ? "Order and tax invoice" : "Pay now"}
    </Link>
  );
}

/**
 * The member's store orders (embedded mode: the hosted store keeps its own and lists none here).
 * A server component: it reads the orders itself, given the signed-in member's id.
 */
export async function OrdersSection({ userId }: { userId: string }) {
  let orders: StoreOrder[];
  try {
    orders = await listOrdersByUser(userId);
  } catch {
    return (
      <p role="alert" className="text-muted-foreground text-sm">
        We couldn&apos;t load your orders right now. Please try again in a moment.
      </p>
    );
  }

  if (orders.length === 0) {
    return <EmptyState message="No orders yet" href="/store" action="Visit the store" />;
  }

  return (
    <ul className="divide-y" data-testid="orders-list">
      {orders.map((order) => {
        const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
        return (
          <li key={order.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium">
                {order.reference}{" "}
                <span className="text-muted-foreground font-normal">
                  · {items} {items === 1 ? "item" : "items"}
                </span>
              </p>
              <p className="text-muted-foreground text-sm">
                {order.lines
                  .map((line) => `${line.quantity} × ${line.product_title} (${line.variant_title})`)
                  .join(", ")}
              </p>
              <p className="text-muted-foreground text-xs">
                {formatOrderDate(order.created_at)} · {orderStatusLabel(order)}
              </p>
              <OrderLink order={order} />
            </div>
            <p className="font-semibold tabular-nums">
              {formatPrice(order.total_cents, order.currency)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
