"use client";

import { useState } from "react";
import { callApi } from "@/lib/api-client";
import type { TourSlot } from "@/lib/tours/types";

/**
 * A day's tour slots: the server's first day to begin with, then each day fetched when chosen,
 * or fetched again after a refusal so the slot just taken shows as full.
 */
export function useTourSlots(initial: TourSlot[]) {
  const [slots, setSlots] = useState(initial);
  // A new server render (the form switched to the Tour variant) brings a new first day.
  const [seed, setSeed] = useState(initial);
  if (seed !== initial) {
    setSeed(initial);
    setSlots(initial);
  }
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  async function load(date: string) {
    setLoading(true);
    setLoadError(null);
    const answer = await callApi<{ slots: TourSlot[] }>(
      `/api/tours/slots?date=${encodeURIComponent(date)}`,
    );
    setLoading(false);
    if (answer.ok) setSlots(answer.slots);
    else {
      setSlots([]);
      setLoadError(answer.message);
    }
  }

  return { slots, loading, loadError, load };
}

export type TourSlotsState = ReturnType<typeof useTourSlots>;
