import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CircleCheck } from "lucide-react";
import { site } from "@/lib/site";
import { OrderSummary } from "@/components/store/order-summary";
import { PayOrderForm } from "@/components/store/pay-order-form";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth";
import { formatClubTime } from "@/lib/format";
import { isPayableOrder } from "@/lib/store";
import { clubDateTimeOf } from "@/lib/pricing/club-time";
import { getOrder, isOwnOrder, type StoreOrder } from "@/lib/store";
import { STORE_MESSAGES } from "@/lib/store/messages";

export const metadata: Metadata = {
  title: "Thank you for your order",
  robots: { index: false },
};

type Props = { searchParams: Promise<{ order?: string | string[] }> };

/** The order named in the address, when it is ours to show (lib/store isOwnOrder). */
async function findOwnOrder(id: string | undefined): Promise<StoreOrder | null> {
  if (!id) return null;
  try {
    const order = await getOrder(id);
    if (!order) return null;
    // A guest's order needs no session read.
    const userId = order.user_id === null ? null : ((await getCurrentUser())?.id ?? null);
    return isOwnOrder(order, userId) ? order : null;
  } catch {
    return null;
  }
}

/** Until when an unpaid order's items are held, and what happens then. */
const orderHoldNote = (order: StoreOrder) =>
  `We are holding these items for you until ${formatClubTime(
    clubDateTimeOf(new Date(order.hold_expires_at!)).time,
  )}. Pay online (UPI, cards or netbanking) to confirm the order; unpaid, they go back on sale.`;

/** The page's heading and words for the order as it stands. */
function describe(order: StoreOrder | null): { title: string; text: string } {
  const collect = `Collect it at the front desk: ${site.hours.label}.`;
  if (!order) {
    return {
      title: "Payment successful",
      text: "Thank you for your purchase. The store confirms your order and its receipt.",
    };
  }
  if (order.payment_method === "pay_at_front_desk") {
    return {
      title: "Your order is confirmed",
      text: `We are setting it aside at the front desk. Pay when you collect it: ${site.hours.label}.`,
    };
  }
  if (isPayableOrder(order))
    return { title: "Pay to confirm your order", text: orderHoldNote(order) };
  if (order.status === "paid" || order.status === "collected") {
    return { title: "Your order is confirmed", text: `Paid online. ${collect}` };
  }
  return {
    title: "This order has lapsed",
    text: "It was not paid for in time, so its items went back on sale.",
  };
}

export default async function SuccessPage({ searchParams }: Props) {
  const { order: requested } = await searchParams;
  const order = await findOwnOrder(typeof requested === "string" ? requested : undefined);
  const { title, text } = describe(order);
  const payable = order !== null && isPayableOrder(order);
  const invoiced =
    order?.payment_method === "online" && (order.status === "paid" || order.status === "collected");
  return (
    <div className="container-page py-14 sm:py-20">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
        <span className="bg-accent-soft text-accent grid size-16 place-items-center rounded-full">
          <CircleCheck className="size-8" aria-hidden />
        </span>
        <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="text-muted-foreground text-lg">{text}</p>
        {payable ? (
          <PayOrderForm
            orderId={order.id}
            reference={order.reference}
            amount={order.total_cents}
            holdNote={orderHoldNote(order)}
          />
        ) : null}
        {order ? <OrderSummary order={order} /> : null}
        {invoiced ? (
          <a className="text-sm font-medium underline" href={`/api/orders/${order.id}/invoice`}>
            Download the tax invoice (PDF)
          </a>
        ) : null}
        <Button asChild size="lg" variant={payable ? "outline" : "default"}>
          <Link href="/store">{STORE_MESSAGES.continueShopping}</Link>
        </Button>
      </div>
    </div>
  );
}
