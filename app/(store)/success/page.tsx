import type { Metadata } from "next";
import Link from "next/link";
import { CircleCheck } from "lucide-react";
import { site } from "@/lib/site";
import { OrderSummary } from "@/components/store/order-summary";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth";
import { getOrder, type StoreOrder } from "@/lib/store";
import { STORE_MESSAGES } from "@/lib/store/messages";

export const metadata: Metadata = {
  title: "Thank you for your order",
  robots: { index: false },
};

type Props = { searchParams: Promise<{ order?: string | string[] }> };

/**
 * The order named in the address, when it is ours to show: an order of the embedded store,
 * placed anonymously (its id is an unguessable UUID) or by the member who is signed in.
 */
async function findOwnOrder(id: string | undefined): Promise<StoreOrder | null> {
  if (!id) return null;
  try {
    const order = await getOrder(id);
    if (!order) return null;
    if (order.user_id === null) return order;
    const user = await getCurrentUser();
    return user?.id === order.user_id ? order : null;
  } catch {
    return null;
  }
}

export default async function SuccessPage({ searchParams }: Props) {
  const { order: requested } = await searchParams;
  const order = await findOwnOrder(typeof requested === "string" ? requested : undefined);
  return (
    <div className="container-page py-14 sm:py-20">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
        <span className="bg-accent-soft text-accent grid size-16 place-items-center rounded-full">
          <CircleCheck className="size-8" aria-hidden />
        </span>
        <h1 className="text-4xl font-semibold sm:text-5xl">
          {order ? "Your order is confirmed" : "Payment successful"}
        </h1>
        <p className="text-muted-foreground text-lg">
          {order
            ? `We are setting it aside at the front desk. Pay when you collect it: ${site.hours.label}.`
            : "Thank you for your purchase. The store confirms your order and its receipt."}
        </p>
        {order ? <OrderSummary order={order} /> : null}
        <Button asChild size="lg">
          <Link href="/store">{STORE_MESSAGES.continueShopping}</Link>
        </Button>
      </div>
    </div>
  );
}
