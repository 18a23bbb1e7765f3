import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/staff/access";
import { getDeskOrders, HOSTED_ORDERS_MESSAGE } from "@/lib/store";
import { listStockLevels } from "@/lib/store";
import { OrdersToCollect } from "./_components/orders-to-collect";
import { StockLevels } from "./_components/stock-levels";

export const metadata: Metadata = { title: "Orders" };

/** The embedded store at the front desk: orders to hand over, and what is left on the shelf. */
export default async function StaffOrdersPage() {
  await requireStaffPage("/staff/orders");
  const orders = getDeskOrders();
  if (!orders) {
    return (
      <div>
        <h1 className="text-3xl font-semibold">Orders</h1>
        <p className="text-muted-foreground mt-6 rounded-2xl border border-dashed p-8 text-center">
          {HOSTED_ORDERS_MESSAGE}
        </p>
      </div>
    );
  }
  const [waiting, stock] = await Promise.all([orders.listToCollect(), listStockLevels()]);
  return (
    <div>
      <h1 className="text-3xl font-semibold">Orders</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <OrdersToCollect orders={waiting} />
        <StockLevels levels={stock} />
      </div>
    </div>
  );
}
