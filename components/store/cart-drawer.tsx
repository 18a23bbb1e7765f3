"use client";

import { useEffect } from "react";
import Link from "@/components/ui/link";
import { ShoppingBag } from "lucide-react";
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation } from "framer-motion";
import { Dialog as DialogPrimitive } from "radix-ui";
import { toast } from "@/lib/toast";
import { CartLineItem } from "@/components/store/cart-line-item";
import { useCartStock } from "@/components/store/use-cart-stock";
import { useCheckout } from "@/components/store/use-checkout";
import { Dialog } from "@/components/ui/dialog";
import { SheetContent } from "@/components/ui/sheet";
import { Button } from "@/components/ui/button";
import { useCart } from "@/lib/cart/cart-provider";
import { cartCount } from "@/lib/cart/count";
import { cartSubtotals } from "@/lib/cart/lines";
import { STORE_MESSAGES } from "@/lib/store/messages";
import { formatPrice } from "@/lib/store/price";
import { useOverlays } from "@/components/hooks/use-overlays";

/** The cart drawer slides in from the right (spec section 2). */
export function CartDrawer() {
  const open = useOverlays((s) => s.cartOpen);
  const setCartOpen = useOverlays((s) => s.setCartOpen);
  const lines = useCart((s) => s.lines);
  const refreshStock = useCartStock(open);
  const close = () => setCartOpen(false);
  const { checkout, busy, problem } = useCheckout({
    onStarted: close,
    onStockChanged: refreshStock,
  });
  const count = cartCount(lines);

  // The drawer now shows what "Added to Cart!" said; the toast would only cover its footer.
  useEffect(() => {
    if (open) toast.dismiss();
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={setCartOpen}>
      <SheetContent side="right" closeLabel="Close cart">
        <div className="border-b px-6 py-5">
          <DialogPrimitive.Title className="font-display text-xl font-semibold">
            Your cart
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-muted-foreground text-sm">
            {count > 0
              ? `${count} ${count === 1 ? "item" : "items"}`
              : "Club merchandise from our store."}
          </DialogPrimitive.Description>
        </div>
        {lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
            <span className="bg-accent-soft text-accent grid size-16 place-items-center rounded-full">
              <ShoppingBag className="size-7" aria-hidden />
            </span>
            <p className="font-medium">{STORE_MESSAGES.cartEmpty}</p>
            <p className="text-muted-foreground text-sm">{STORE_MESSAGES.cartEmptyDescription}</p>
            <Button asChild variant="outline" onClick={close}>
              <Link href="/store">Browse the store</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex-1 divide-y overflow-y-auto px-6" aria-label="Items in your cart">
            {/* The drawer's code loads on first open, so the animation features ride along. */}
            <LazyMotion features={domAnimation} strict>
              <MotionConfig reducedMotion="user">
                <AnimatePresence initial={false}>
                  {lines.map((line) => (
                    <CartLineItem key={line.variant.id} line={line} onNavigate={close} />
                  ))}
                </AnimatePresence>
              </MotionConfig>
            </LazyMotion>
          </ul>
        )}
        <div className="flex flex-col gap-4 border-t px-6 py-5">
          {lines.length > 0 ? (
            <dl className="flex items-baseline justify-between gap-4">
              <dt className="font-medium">Subtotal</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="cart-subtotal">
                {cartSubtotals(lines)
                  .map((s) => formatPrice(s.cents, s.currency))
                  .join(" + ")}
              </dd>
            </dl>
          ) : null}
          {problem ? (
            <p role="alert" className="text-destructive text-sm font-medium">
              {problem}
            </p>
          ) : null}
          <Button type="button" size="lg" onClick={checkout} disabled={busy}>
            {busy ? "Starting checkout…" : "Checkout"}
          </Button>
        </div>
      </SheetContent>
    </Dialog>
  );
}
