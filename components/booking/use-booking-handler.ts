"use client";

import { useRouter } from "next/navigation";

/**
 * The booking handler (spec section 4, "Booking flow"): takes an item key and goes to its
 * checkout. The sign-in gate for anonymous visitors comes with the accounts work.
 */
export function useBookingHandler() {
  const router = useRouter();
  return (itemKey: string) => router.push(`/checkout?item=${encodeURIComponent(itemKey)}`);
}
