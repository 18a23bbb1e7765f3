import "server-only";
import {
  postgrestAsVisitor,
  DataUnavailableError,
  type DataAccess,
  type SupabaseConnection,
} from "@/lib/db";
import { StaffInboxUnavailableError } from "@/lib/leads/errors";
import type { DataPort } from "@/lib/leads/port";
import {
  reshapeEnquiry,
  reshapeRegistration,
  type EnquiryRow,
  type RegistrationRow,
} from "@/lib/leads/rows";

export type SupabaseAdapterOptions = SupabaseConnection;

/** Drops undefined fields, so the body names exactly the columns being written. */
function columns<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

const ENQUIRY_COLUMNS =
  "id, user_id, inquiry_type, page, name, email, phone, company, team_size, organization, event_type, preferred_date, proposed_date, message, reason, created_at";
const REGISTRATION_COLUMNS = "id, event_id, event_title, name, email, phone, user_id, created_at";

/**
 * The data port over Supabase's REST endpoint (PostgREST). Every call gets its own client: the
 * signed-in user's access token is the bearer when there is one, the anon key otherwise, and
 * row-level security decides. Inserts ask for no representation back, since visitors may not read.
 */
export function createSupabaseAdapter(options: SupabaseAdapterOptions): DataPort {
  const { url, anonKey, fetch, timeoutMs = 8000 } = options;
  const { client, run } = postgrestAsVisitor(options);

  async function insert(
    table: string,
    row: Record<string, unknown>,
    access: DataAccess | undefined,
    action: string,
  ) {
    await run(action, async () => (await client(access)).from(table).insert(columns(row)));
  }

  return {
    async ping() {
      let response: Response;
      try {
        response = await (fetch ?? globalThis.fetch)(`${url}/auth/v1/health`, {
          headers: { apikey: anonKey },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw new DataUnavailableError("Could not reach Supabase", { cause });
      }
      if (!response.ok)
        throw new DataUnavailableError(`Supabase health answered ${response.status}`);
    },

    createLead: (lead, access) =>
      insert(
        "leads",
        { user_id: lead.userId, name: lead.name, email: lead.email, user_query: lead.userQuery },
        access,
        "save the lead",
      ),

    createEnquiry: (e, access) =>
      insert(
        "enquiries",
        {
          user_id: e.userId,
          inquiry_type: e.inquiryType,
          page: e.page,
          name: e.name,
          email: e.email,
          phone: e.phone,
          company: e.company,
          team_size: e.teamSize,
          organization: e.organization,
          event_type: e.eventType,
          preferred_date: e.preferredDate,
          proposed_date: e.proposedDate,
          message: e.message,
          reason: e.reason,
        },
        access,
        "save the enquiry",
      ),

    createEventRegistration: (r, access) =>
      insert(
        "event_registrations",
        {
          event_id: r.eventId,
          event_title: r.eventTitle,
          name: r.name,
          email: r.email,
          phone: r.phone,
          user_id: r.userId,
        },
        access,
        "save the registration",
      ),

    async listEnquiriesByUser(userId, access) {
      const rows = await run("list enquiries", async () =>
        (await client(access))
          .from("enquiries")
          .select(ENQUIRY_COLUMNS)
          .eq("user_id", userId)
          .order("created_at", { ascending: false })
          .order("id")
          .overrideTypes<EnquiryRow[], { merge: false }>(),
      );
      return rows.map(reshapeEnquiry);
    },

    async listRegistrationsByUser(userId, access) {
      const rows = await run("list registrations", async () =>
        (await client(access))
          .from("event_registrations")
          .select(REGISTRATION_COLUMNS)
          .eq("user_id", userId)
          .order("created_at", { ascending: false })
          .order("id")
          .overrideTypes<RegistrationRow[], { merge: false }>(),
      );
      return rows.map(reshapeRegistration);
    },

    // Row-level security lets no browser role read every row; staff use the Supabase dashboard.
    listRecentEnquiries: async () => {
      throw new StaffInboxUnavailableError();
    },
    listRecentRegistrations: async () => {
      throw new StaffInboxUnavailableError();
    },
  };
}
