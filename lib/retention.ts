import "server-only";
import { purgeExpiredLeads, type ExpiredLeads } from "@/lib/leads";
import { ageOutStoredMail, forgetStoredMail } from "@/lib/mail";
import { purgeVisitors } from "@/lib/visitors";

/**
 * The privacy policy's "How long we keep it" (content/policies.ts), done: visitors 90 days
 * after the visit with their e-mails and the stored copies, enquiries and leads 24 months after
 * the last contact, event registrations 12 months after the event, stored mail after
 * MAIL_RETENTION_DAYS (issue 39). Each owner deletes its own; this runs them in one pass.
 */
export type RetentionReport = {
  visitors: number;
  mail: { messages: number; files: number };
} & ExpiredLeads;

/** One pass as of `now` (the server's clock, or a test's). */
export async function purgeExpiredData(now: Date): Promise<RetentionReport> {
  const gone = await purgeVisitors(now);
  await forgetStoredMail(gone.mail);
  const visitors = gone.visitors;
  const leads = await purgeExpiredLeads(now);
  const mail = await ageOutStoredMail(now);
  return { visitors, ...leads, mail };
}

/**
 * The in-server run: at start and every `intervalMs` (an hour), started once per process from
 * instrumentation.ts. Hosted deployments call `POST /api/cron/visitors` instead (or too); a
 * second run the same day deletes nothing more.
 */
export function startRetentionPurge(intervalMs = 60 * 60 * 1000): void {
  const flag = globalThis as { __lotusRetentionPurge?: boolean };
  if (flag.__lotusRetentionPurge) return;
  flag.__lotusRetentionPurge = true;
  const tick = () =>
    purgeExpiredData(new Date()).catch((error: unknown) =>
      console.error("[retention] purge failed:", error instanceof Error ? error.message : error),
    );
  setInterval(tick, intervalMs).unref();
  void tick();
}
