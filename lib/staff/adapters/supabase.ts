import "server-only";
import {
  callPostgrest,
  supabaseAsVisitor,
  type PostgrestError,
  type SupabaseConnection,
} from "@/lib/db";
import { DataUnavailableError } from "@/lib/db";
import type { DataAccess } from "@/lib/db";
import { isUuid } from "@/lib/validation/uuid";
import {
  isUnknownAssignee,
  StaleLeadError,
  staleEditorOf,
  UnknownAssigneeError,
} from "@/lib/staff/errors";
import {
  reshapeActivity,
  reshapeLead,
  reshapeStaff,
  type ActivityRow,
  type LeadRow,
  type StaffRow,
} from "@/lib/staff/inbox-sql";
import type { OverdueClock, StaffPort } from "@/lib/staff/port";
import { OPEN_LEAD_STATUSES, type InboxFilter } from "@/lib/staff/types";

const LEAD_SELECT =
  "source, source_id, type, detail, name, email, phone, company, message, page, created_at, status, lost_reason, assignee, follow_up_on, version";

/** A value inside a PostgREST `or=(…)` list: quoted, so commas and brackets stay data. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
/** `ilike` pattern matching `search` anywhere, its own `%` and `_` taken literally. */
const anywhere = (search: string) => quoted(`*${search.replace(/[\\%_]/g, (c) => `\\${c}`)}*`);

/** The inbox filter as PostgREST conditions: columns that must equal a value, and `or` groups (all must hold). */
function inboxConditions(filter: InboxFilter, clock: OverdueClock) {
  const equal: [string, string][] = [];
  const anyOf: string[] = [];
  if (filter.type) equal.push(["type", filter.type]);
  if (filter.status) equal.push(["status", filter.status]);
  // The view's one search document over name, e-mail, phone and company (0120).
  if (filter.search) anyOf.push(`search_doc.ilike.${anywhere(filter.search)}`);
  if (filter.overdue) anyOf.push(overdueFilter(clock));
  return { equal, anyOf };
}

function overdueFilter(clock: OverdueClock): string {
  const open = OPEN_LEAD_STATUSES.map(quoted).join(",");
  return `and(status.in.(${open}),follow_up_on.lt.${clock.today}),and(status.eq.new,created_at.lte.${quoted(clock.newLeadCutoff.toISOString())})`;
}

function toStaffError(error: PostgrestError | null, action: string, cause: unknown): Error {
  if (!error) return new DataUnavailableError(`Could not ${action}: request failed`, { cause });
  const editor = error.code === "40001" ? staleEditorOf(error.message) : null;
  if (editor) return new StaleLeadError(editor);
  if (isUnknownAssignee(error)) return new UnknownAssigneeError({ cause: error });
  return new DataUnavailableError(`Could not ${action}: ${error.code || "no code"}`, { cause });
}

/**
 * The staff port over Supabase's REST endpoint, as the signed-in member: `is_staff()` and the
 * staff policies of 0004_staff.sql decide, so a member who is not staff sees nothing and can
 * change nothing, whatever this code asks.
 */
export function createSupabaseStaffAdapter(options: SupabaseConnection): StaffPort {
  const visitor = supabaseAsVisitor(options);
  const client = (access: DataAccess) => visitor(access.accessToken);

  const run = <T>(
    action: string,
    call: () => PromiseLike<{ data: unknown; error: PostgrestError | null; count?: number | null }>,
  ) => callPostgrest<T>(action, call, toStaffError);

  return {
    async isStaff(_user, access) {
      const { data } = await run<boolean>("look up staff", async () =>
        (await client(access)).rpc("is_staff"),
      );
      return data === true;
    },

    async listStaff(access) {
      const { data } = await run<StaffRow[]>("list staff", async () =>
        (await client(access)).from("staff_members").select("user_id, email, name").order("email"),
      );
      return data.map(reshapeStaff);
    },

    async listInbox(filter, { after, limit }, clock, access) {
      const { data } = await run<LeadRow[]>("list the inbox", async () => {
        let query = (await client(access)).from("staff_inbox").select(LEAD_SELECT);
        const { equal, anyOf } = inboxConditions(filter, clock);
        for (const [column, value] of equal) query = query.eq(column, value);
        for (const group of anyOf) query = query.or(group);
        if (after) {
          const at = quoted(after.createdAt);
          query = query.or(
            `created_at.lt.${at},and(created_at.eq.${at},source_id.lt.${after.sourceId})`,
          );
        }
        return query
          .order("created_at", { ascending: false })
          .order("source_id", { ascending: false })
          .limit(limit);
      });
      return data.map(reshapeLead);
    },

    async countOverdue(clock, access, cap) {
      if (cap !== undefined) {
        // The first `cap` overdue leads' ids: the scan stops there, where an exact count reads all.
        const { data } = await run<{ source_id: string }[]>("count overdue leads", async () =>
          (await client(access))
            .from("staff_inbox")
            .select("source_id")
            .or(overdueFilter(clock))
            .limit(cap),
        );
        return data.length;
      }
      const { count } = await run<null>("count overdue leads", async () =>
        (await client(access))
          .from("staff_inbox")
          .select("source_id", { count: "exact", head: true })
          .or(overdueFilter(clock)),
      );
      return count ?? 0;
    },

    async getLead(source, sourceId, access) {
      if (!isUuid(sourceId)) return null;
      const { data } = await run<LeadRow[]>("read a lead", async () =>
        (await client(access))
          .from("staff_inbox")
          .select(LEAD_SELECT)
          .eq("source", source)
          .eq("source_id", sourceId)
          .limit(1),
      );
      return data[0] ? reshapeLead(data[0]) : null;
    },

    async listLeadActivity(source, sourceId, access) {
      if (!isUuid(sourceId)) return [];
      const { data } = await run<ActivityRow[]>("read a lead's activity", async () =>
        (await client(access))
          .from("lead_activity")
          .select("id, actor_name, action, detail, created_at")
          .eq("source", source)
          .eq("source_id", sourceId)
          .order("id", { ascending: false }),
      );
      return data.map(reshapeActivity);
    },

    async updateLead(source, sourceId, change, _actor, access) {
      const { data } = await run<number>("update a lead", async () =>
        (await client(access)).rpc("update_lead", {
          p_source: source,
          p_source_id: sourceId,
          p_version: change.version,
          p_status: change.status,
          p_lost_reason: change.status === "lost" ? change.lostReason : null,
          p_assignee: change.assignee,
          p_follow_up_on: change.followUpOn,
          p_note: change.note,
        }),
      );
      return Number(data);
    },
  };
}
