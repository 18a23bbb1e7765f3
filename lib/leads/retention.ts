import "server-only";
import { getServerConfig } from "@/lib/config";
import {
  embeddedCaller,
  getDatabase,
  getSupabaseService,
  supabaseCaller,
  type SqlFunctionCaller,
} from "@/lib/db";
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

/** The club's own work: the embedded database as its owner, or Supabase's service role. */
function clubCaller(): SqlFunctionCaller {
  if (getServerConfig().mode.data !== "supabase") return embeddedCaller(getDatabase);
  const admin = getSupabaseService();
  if (!admin)
    throw new Error("The retention purge in connected mode needs SUPABASE_SERVICE_ROLE_KEY.");
  return supabaseCaller(async () => admin);
}

/**
 * Deletes, as of `now`, enquiries and leads that did not become memberships 24 months after the
 * last contact (with their pipeline state, activity and e-mails, and tours as old), and event
 * registrations 12 months after the event, as the privacy policy says (issue 39).
 */
export async function purgeExpiredLeads(
  now: Date,
  call: SqlFunctionCaller = clubCaller(),
): Promise<ExpiredLeads> {
  const [gone] = await call<ExpiredLeads>("purge_expired_leads", {
    p_now: now.toISOString(),
    p_lead_months: LEAD_RETENTION_MONTHS,
    p_registration_months: EVENT_REGISTRATION_RETENTION_MONTHS,
  });
  return gone!;
}
