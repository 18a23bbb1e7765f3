import "server-only";
import { serverCaller, type SqlFunctionCaller } from "@/lib/db";
import {
  EVENT_REGISTRATION_RETENTION_MONTHS,
  LEAD_RETENTION_MONTHS,
} from "@/lib/leads/retention-rules";

export type ExpiredLeads = {
  enquiries: number;
  leads: number;
  tours: number;
  registrations: number;
};

/**
 * Deletes, as of `now`, enquiries and leads that did not become memberships 24 months after the
 * last contact (with their pipeline state, activity and e-mails, and tours as old), and event
 * registrations 12 months after the event, as the privacy policy says (issue 39).
 */
export async function purgeExpiredLeads(
  now: Date,
  call: SqlFunctionCaller = serverCaller("The retention purge"),
): Promise<ExpiredLeads> {
  const [gone] = await call<ExpiredLeads>("purge_expired_leads", {
    p_now: now.toISOString(),
    p_lead_months: LEAD_RETENTION_MONTHS,
    p_registration_months: EVENT_REGISTRATION_RETENTION_MONTHS,
  });
  return gone!;
}
