"use client";

import { useEffect, useState } from "react";

/** "Now", refreshed every half minute, so slots an hour away close while the page is open. */
export function useClubClock(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
