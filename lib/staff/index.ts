import "server-only";
import { getServerConfig } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import type { DataAccess } from "@/lib/db";
import { createEmbeddedStaffAdapter } from "@/lib/staff/adapters/embedded";
import { createSupabaseStaffAdapter } from "@/lib/staff/adapters/supabase";
import { NEW_LEAD_RESPONSE_HOURS, workingHoursBefore } from "@/lib/staff/overdue";
import { cachedOverdueCount, withOverdueInvalidation } from "@/lib/staff/overdue-count";
import type { OverdueClock, StaffPort } from "@/lib/staff/port";
import type { InboxFilter, Lead } from "@/lib/staff/types";
import { clubToday } from "@/lib/pricing/club-time";

export { StaleLeadError } from "@/lib/staff/errors";
export type { OverdueClock, StaffPort } from "@/lib/staff/port";
export { OVERDUE_BADGE_CAP } from "@/lib/staff/overdue-badge";

let port: StaffPort | undefined;

/** The one place that picks the staff adapter, like lib/leads/select.ts does for leads. */
export function getStaffPort(): StaffPort {
  if (port) return port;
  const config = getServerConfig();
  const adapter =
    config.mode.data === "supabase" && config.supabase
      ? createSupabaseStaffAdapter(config.supabase)
      : createEmbeddedStaffAdapter(getDatabase, config.staffEmails);
  port = withOverdueInvalidation(adapter);
  return port;
}

/** The overdue count of the console's menu, at most once a minute per process (overdue-count.ts). */
export function countOverdueForMenu(clock: OverdueClock, access: DataAccess): Promise<number> {
  return cachedOverdueCount(getStaffPort(), clock, access);
}

/** What "overdue" means at `now`: follow-ups before today, `new` leads older than 2 working hours. */
export function overdueClock(now: Date = new Date()): OverdueClock {
  return { today: clubToday(now), newLeadCutoff: workingHoursBefore(now, NEW_LEAD_RESPONSE_HOURS) };
}

/** Rows per page of the console's inbox. */
export const INBOX_PAGE_SIZE = 50;
/** Rows fetched per round trip while exporting: memory stays at one batch, whatever the total. */
const EXPORT_BATCH = 500;

/**
 * Every lead matching `filter`, newest first, fetched a keyset page at a time, so an export of
 * 100,000 leads holds only one batch at once.
 */
export async function* streamInbox(
  filter: InboxFilter,
  access: DataAccess,
  clock: OverdueClock = overdueClock(),
  staff: StaffPort = getStaffPort(),
): AsyncGenerator<Lead> {
  let after: { createdAt: string; sourceId: string } | undefined;
  for (;;) {
    const page = await staff.listInbox(filter, { after, limit: EXPORT_BATCH }, clock, access);
    yield* page;
    if (page.length < EXPORT_BATCH) return;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAt, sourceId: last.sourceId };
  }
}
