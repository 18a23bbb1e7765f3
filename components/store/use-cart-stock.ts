"use client";

import { useEffect, useState } from "react";
import { useCart } from "@/lib/cart/cart-provider";
import { fetchStock } from "@/lib/store/client/inventory";
import { toStockLevels } from "@/lib/store/stock";

/**
 * While `active` (the drawer is open), reads fresh stock for the cart's products onto its lines,
 * so the drawer's limits are today's. A failed read keeps the last known figures: checkout
 * checks again anyway. Returns a function to read again.
 */
export function useCartStock(active: boolean): () => void {
  const key = useCart((s) => [...new Set(s.lines.map((l) => l.product.id))].sort().join(","));
  const updateStock = useCart((s) => s.updateStock);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!active || !key) return;
    const controller = new AbortController();
    fetchStock(key.split(","), controller.signal).then(
      (stock) => updateStock(toStockLevels(stock)),
      () => undefined,
    );
    return () => controller.abort();
  }, [active, key, round, updateStock]);

  return () => setRound((n) => n + 1);
}
