"use client";

import { ShoppingBag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOverlays } from "./overlay-store";

export function CartButton() {
  const setCartOpen = useOverlays((s) => s.setCartOpen);
  return (
    <Button variant="ghost" size="icon" aria-label="Open cart" onClick={() => setCartOpen(true)}>
      <ShoppingBag className="size-5!" aria-hidden />
    </Button>
  );
}
