import "server-only";
import { type SqlDatabase, type SqlQueryable, sqlRunner, type DatabaseSource } from "@/lib/db";
import type { AuthUser } from "@/lib/auth/types";
import { DataError, DataUnavailableError } from "@/lib/db";
import { isUuid } from "@/lib/validation/uuid";
import {
  isUnknownAssignee,
  StaleLeadError,
  staleEditorOf,
  UnknownAssigneeError,
} from "@/lib/staff/errors";
import {
  inboxPageQuery,
  LEAD_COLUMNS,
  overdueClause,
  reshapeActivity,
  reshapeLead,
  reshapeStaff,
  type ActivityRow,
  type LeadRow,
  type StaffRow,
} from "@/lib/staff/inbox-sql";
import type { StaffPort } from "@/lib/staff/port";

function toStaffError(error: unknown, action: string): Error {
  if (error instanceof DataError) return error;
  const { code, message, constraint } = (error ?? {}) as {
    code?: string;
    message?: string;
    constraint?: string;
  };
  const editor = code === "40001" ? staleEditorOf(message) : null;
  if (editor) return new StaleLeadError(editor);
  if (isUnknownAssignee({ code, message, constraint }))
    return new UnknownAssigneeError({ cause: error });
  return new DataUnavailableError(`Could not ${action}`, { cause: error });
}

/**
 * The staff port over PGlite. Staff are the accounts whose e-mails are in `staffEmails`
 * (STAFF_EMAILS): they are written to `staff_members` (which assignees and the activity log refer
 * to) when they are looked up, and anyone no longer listed is removed.
 */
export function createEmbeddedStaffAdapter(
  source: DatabaseSource<SqlDatabase>,
  staffEmails: readonly string[],
): StaffPort {
  const run = sqlRunner(source, { toPortError: toStaffError });
  const listed = new Set(staffEmails.map((email) => email.toLowerCase()));

  /** `staff_members` = the listed accounts that exist, with their current names. */
  const syncStaff = (db: SqlQueryable) =>
    db.query(
      `with listed as (
         -- Only a confirmed address: whoever signs up first with a staff e-mail must also own it.
         select id, email, name from embedded_auth.users
         where lower(email) = any($1::text[]) and email_verified_at is not null
       ), gone as (
         delete from public.staff_members where user_id not in (select id from listed)
       )
       insert into public.staff_members (user_id, email, name)
       select id, email, name from listed
       on conflict (user_id) do update set email = excluded.email, name = excluded.name`,
      [[...listed]],
    );

  return {
    async isStaff(user) {
      if (!listed.has(user.email.toLowerCase())) return false;
      return run("look up staff", async (db) => {
        await syncStaff(db);
        const found = await db.query("select 1 from public.staff_members where user_id = $1", [
          user.id,
        ]);
        return found.rows.length === 1;
      });
    },

    listStaff() {
      return run("list staff", async (db) => {
        await syncStaff(db);
        const { rows } = await db.query<StaffRow>(
          "select user_id::text, email, name from public.staff_members order by coalesce(name, email)",
        );
        return rows.map(reshapeStaff);
      });
    },

    listInbox(filter, { after, limit }, clock) {
      const { sql, params } = inboxPageQuery(filter, clock, after, limit);
      return run("list the inbox", async (db) => {
        const { rows } = await db.query<LeadRow>(sql, params);
        return rows.map(reshapeLead);
      });
    },

    countOverdue(clock, _access, cap) {
      const params: unknown[] = [];
      const clause = overdueClause(clock, (value) => `$${params.push(value)}`);
      // With a cap the scan stops at the cap-th overdue lead (the menu's badge, issue 40).
      const limit = cap === undefined ? "" : ` limit ${Math.trunc(cap)}`;
      return run("count overdue leads", async (db) => {
        const { rows } = await db.query<{ count: number }>(
          `select count(*)::int as count from (select 1 from public.staff_inbox where ${clause}${limit}) o`,
          params,
        );
        return rows[0]?.count ?? 0;
      });
    },

    async getLead(source, sourceId) {
      if (!isUuid(sourceId)) return null;
      return run("read a lead", async (db) => {
        const { rows } = await db.query<LeadRow>(
          `select ${LEAD_COLUMNS} from public.staff_inbox where source = $1 and source_id = $2`,
          [source, sourceId],
        );
        return rows[0] ? reshapeLead(rows[0]) : null;
      });
    },

    async listLeadActivity(source, sourceId) {
      if (!isUuid(sourceId)) return [];
      return run("read a lead's activity", async (db) => {
        const { rows } = await db.query<ActivityRow>(
          `select id, actor_name, action, detail, created_at from public.lead_activity
           where source = $1 and source_id = $2 order by id desc`,
          [source, sourceId],
        );
        return rows.map(reshapeActivity);
      });
    },

    updateLead(source, sourceId, change, actor: AuthUser) {
      return run("update a lead", (db) =>
        db.transaction(async (tx) => {
          await syncStaff(tx);
          // update_lead acts as auth.uid(), read from the setting PostgREST fills in connected mode.
          await tx.query("select set_config('request.jwt.claim.sub', $1, true)", [actor.id]);
          const { rows } = await tx.query<{ version: number }>(
            "select public.update_lead($1, $2, $3, $4, $5, $6, $7, $8) as version",
            [
              source,
              sourceId,
              change.version,
              change.status,
              change.status === "lost" ? change.lostReason : null,
              change.assignee,
              change.followUpOn,
              change.note,
            ],
          );
          return Number(rows[0]!.version);
        }),
      );
    },
  };
}
