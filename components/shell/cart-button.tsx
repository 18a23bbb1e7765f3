"use client";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useCart, useCartHydrated } from "@/lib/cart/cart-provider";
import { cartCount } from "@/lib/cart/count";
import { useOverlays } from "@/components/hooks/use-overlays";

export function CartButton() {
  const setCartOpen = useOverlays((s) => s.setCartOpen);
  const count = useCart((s) => cartCount(s.lines));
  // The stored cart is read after hydration: no badge until then rather than a wrong one.
  const shown = useCartHydrated() && count > 0;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={shown ? `Open cart (${count} ${count === 1 ? "item" : "items"})` : "Open cart"}
      onClick={() => setCartOpen(true)}
    >
      <Icon name="shopping-bag" className="size-5!" />
      {shown ? (
        <span
          aria-hidden
          data-testid="cart-count"
          className="bg-accent text-accent-foreground absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] leading-none font-semibold tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Button>
  );
}
