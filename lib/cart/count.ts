import type { CartLine } from "@/lib/cart/types";

/** The header's cart count, apart from the line helpers so every page need not load prices. */
export const cartCount = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
