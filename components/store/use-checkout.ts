"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { postJson } from "@/lib/api-client";
import { useCart } from "@/lib/cart/cart-provider";
import { isFollowableCheckoutUrl } from "@/lib/store/checkout-rules";
import type { CheckoutRequest } from "@/lib/store/checkout-schema";
import { STORE_MESSAGES } from "@/lib/store/messages";

/**
 * Checkout from the cart: through our route handler, which checks everything again and answers
 * with the address to go to. The cart is cleared once checkout has started (spec section 4).
 */
export function useCheckout({
  onStarted,
  onStockChanged,
}: {
  onStarted: () => void;
  onStockChanged: () => void;
}) {
  const lines = useCart((s) => s.lines);
  const clear = useCart((s) => s.clear);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  /** Why the store refused (too little stock), shown in the drawer beside the toast. */
  const [problem, setProblem] = useState<string | null>(null);

  async function checkout() {
    if (lines.length === 0) {
      toast.warning(STORE_MESSAGES.cartEmpty, { description: STORE_MESSAGES.cartEmptyDescription });
      return;
    }
    setBusy(true);
    setProblem(null);
    const body: CheckoutRequest = {
      items: lines.map((l) => ({
        product_id: l.product.id,
        variant_id: l.variant.id,
        quantity: l.quantity,
      })),
      cancelUrl: window.location.href,
      locale: navigator.language,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
    const answer = await postJson<{ url: string }>("/api/checkout", body);
    const origin = window.location.origin;
    if (answer.ok && isFollowableCheckoutUrl(answer.url, origin)) {
      clear();
      onStarted();
      const target = new URL(answer.url, origin);
      if (target.origin === origin) router.push(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.toString());
      setBusy(false);
      return;
    }
    setBusy(false);
    if (!answer.ok && answer.status === 409) {
      setProblem(answer.message);
      onStockChanged();
    }
    toast.error(STORE_MESSAGES.checkoutError, {
      description: STORE_MESSAGES.checkoutErrorDescription,
    });
  }

  return { checkout, busy, problem };
}
