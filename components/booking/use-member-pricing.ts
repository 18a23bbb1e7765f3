"use client";

import { useEffect, useState } from "react";
import { callApi } from "@/lib/api-client";
import { quoteForMember, type BookingQuote, type MemberRates } from "@/lib/pricing";

type MemberPricing = { rates: MemberRates; credit: number } | null;

/**
 * The signed-in member's rates and spendable room credit, asked once after the page loads (the
 * pages are static): the calculators then show the member's figure beside the list price. Null
 * for anyone else, or until it is known. The booking itself is priced by the database.
 */
export function useMemberPricing(): MemberPricing {
  const [pricing, setPricing] = useState<MemberPricing>(null);
  useEffect(() => {
    const controller = new AbortController();
    void callApi<{ pricing: MemberPricing }>("/api/member-pricing", {
      signal: controller.signal,
    }).then((answer) => {
      if (answer.ok) setPricing(answer.pricing);
    });
    return () => controller.abort();
  }, []);
  return pricing;
}

/** The quote as a member is charged for it (unchanged for anyone else). */
export function useMemberQuote<Q extends BookingQuote>(quote: Q): Q {
  const pricing = useMemberPricing();
  return pricing ? (quoteForMember(quote, pricing.rates, pricing.credit) as Q) : quote;
}
