"use client";

import { useEffect, useState } from "react";

/**
 * "Now", refreshed every half minute, so slots an hour away close while the page is open. It
 * starts at the server's `renderedAt`, so hydration matches the HTML, then takes the browser's.
 */
export function useClubClock(renderedAt: number, intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    // After hydration: the browser's clock replaces the server's render time.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(new Date());
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
