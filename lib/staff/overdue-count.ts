import "server-only";
import type { DataAccess } from "@/lib/db";
import { OVERDUE_BADGE_CAP } from "@/lib/staff/overdue-badge";
import type { OverdueClock, StaffPort } from "@/lib/staff/port";

/** How long a process reuses its count: a lead only becomes overdue as working hours pass. */
export const OVERDUE_COUNT_TTL_MS = 60_000;

let cached: { value: number; at: number } | undefined;

/**
 * The overdue count the menu shows on every staff page, computed at most once a minute per
 * process (capped at OVERDUE_BADGE_CAP) rather than once a page. A lead saved in this process
 * drops it at once (invalidateOverdueCount, called by the port's updateLead); one saved in
 * another process shows within the minute. A new lead never changes it: it is not overdue
 * until two working hours later.
 */
export async function cachedOverdueCount(
  port: Pick<StaffPort, "countOverdue">,
  clock: OverdueClock,
  access: DataAccess,
  now: number = Date.now(),
): Promise<number> {
  if (cached && now - cached.at < OVERDUE_COUNT_TTL_MS && now >= cached.at) return cached.value;
  const value = await port.countOverdue(clock, access, OVERDUE_BADGE_CAP);
  cached = { value, at: now };
  return value;
}

/** A lead's status or follow-up date changed: the next page counts again. */
export function invalidateOverdueCount(): void {
  cached = undefined;
}

/** `port`, whose updateLead drops the menu's count: a saved lead may no longer be overdue. */
export function withOverdueInvalidation(port: StaffPort): StaffPort {
  return {
    ...port,
    updateLead: (...args) => port.updateLead(...args).finally(invalidateOverdueCount),
  };
}
