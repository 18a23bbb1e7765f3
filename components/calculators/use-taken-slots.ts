"use client";

import { useCallback, useEffect, useState } from "react";
import { isClubDate, type TimedResource } from "@/lib/pricing";

type SlotsState = { key: string; taken: string[]; failed: boolean };

/**
 * The hours already booked for a room or the studio on a club date (GET /api/bookings/slots);
 * none to look up for a booking without slots (`resource` null, a day pass).
 */
export function useTakenSlots(resource: TimedResource | null, date: string) {
  const key = `${resource}|${date}`;
  const [state, setState] = useState<SlotsState | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!resource || !isClubDate(date)) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ resource, date });
    fetch(`/api/bookings/slots?${query}`, { signal: controller.signal, cache: "no-store" })
      .then(async (response) => {
        const data = (await response.json()) as { ok?: boolean; taken?: string[] };
        if (!response.ok || !data.ok || !Array.isArray(data.taken))
          throw new Error(`HTTP ${response.status}`);
        setState({ key, taken: data.taken, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, taken: [], failed: true });
      });
    return () => controller.abort();
  }, [key, resource, date, version]);

  const current = state?.key === key ? state : null;
  return {
    taken: current?.taken ?? [],
    loading: Boolean(resource) && isClubDate(date) && current === null,
    failed: current?.failed ?? false,
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}
