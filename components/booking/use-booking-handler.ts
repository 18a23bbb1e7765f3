"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useBookingGate } from "./use-booking-gate";

export const checkoutPath = (itemKey: string) => `/checkout?item=${encodeURIComponent(itemKey)}`;

/**
 * The booking handler (spec section 4, "Booking flow"): signed in, straight to the item's
 * checkout; otherwise the sign-in gate, which goes there after login.
 */
export function useBookingHandler() {
  const router = useRouter();
  const { requireAuth } = useBookingGate();
  return useCallback(
    (itemKey: string) => {
      const target = checkoutPath(itemKey);
      void requireAuth(target).then((signedIn) => signedIn && router.push(target));
    },
    [requireAuth, router],
  );
}
