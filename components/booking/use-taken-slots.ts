"use client";

import { useCallback, useEffect, useState } from "react";
import { getTakenSlots } from "@/lib/api-client";
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
    getTakenSlots(resource, date, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        setState({ key, taken: answer.ok ? answer.taken : [], failed: !answer.ok });
      })
      .catch(() => {
        // Thrown only when aborted: the next date's read is already under way.
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
