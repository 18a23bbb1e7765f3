"use client";

import Link from "next/link";
import { ShoppingBag } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Dialog, SheetContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { useOverlays } from "./overlay-store";

/** The cart drawer slides in from the right (spec section 2). */
export function CartDrawer() {
  const open = useOverlays((s) => s.cartOpen);
  const setCartOpen = useOverlays((s) => s.setCartOpen);
  return (
    <Dialog open={open} onOpenChange={setCartOpen}>
      <SheetContent side="right" closeLabel="Close cart">
        <div className="border-b px-6 py-5">
          <DialogPrimitive.Title className="font-display text-xl font-semibold">
            Your cart
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-muted-foreground text-sm">
            Club merchandise from our store.
          </DialogPrimitive.Description>
        </div>
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
          <span className="bg-accent-soft text-accent grid size-16 place-items-center rounded-full">
            <ShoppingBag className="size-7" aria-hidden />
          </span>
          <p className="font-medium">Your cart is empty</p>
          <p className="text-muted-foreground text-sm">
            Add some products to your cart before checking out.
          </p>
          <Button asChild variant="outline" onClick={() => setCartOpen(false)}>
            <Link href="/store">Browse the store</Link>
          </Button>
        </div>
      </SheetContent>
    </Dialog>
  );
}
