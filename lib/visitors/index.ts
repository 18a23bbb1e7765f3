import "server-only";
import type { Member } from "@/lib/auth/member";
import { getServerConfig } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import { clubToday, type ClosedDay } from "@/lib/pricing";
import { isUuid } from "@/lib/validation/uuid";
import { z } from "@/lib/zod";
import type { ParcelInput } from "@/lib/visitors/parcel-schema";
import type { VisitorInput, WalkInInput } from "@/lib/visitors/visitor-schema";
import { createEmbeddedVisitorsRpc } from "@/lib/visitors/adapters/embedded";
import { createSupabaseVisitorsRpc } from "@/lib/visitors/adapters/supabase";
import { VISITOR_CODE_PATTERN } from "@/lib/visitors/rules";
import type { VisitorCaller, VisitorFunction, VisitorsRpc } from "@/lib/visitors/port";
import { parcelList, parcelRecord, type Parcel } from "@/lib/visitors/parcel-record";
import { hostList, visitorList, visitorRecord } from "@/lib/visitors/record";
import type { Visitor, VisitorHost } from "@/lib/visitors/types";

/** The e-mails that name a visitor, owed with the visitor's id as their source (0034). */
const VISITOR_MAIL_TEMPLATES = ["visitor-pass", "visitor-arrived"] as const;
type VisitorMailTemplate = (typeof VISITOR_MAIL_TEMPLATES)[number];

export type { Visitor, VisitorHost } from "@/lib/visitors/types";
export { visitorStatus } from "@/lib/visitors/types";
export type { Parcel } from "@/lib/visitors/parcel-record";
export { VisitorError, VisitorForbiddenError, VisitorRefusedError } from "@/lib/visitors/errors";

let rpc: VisitorsRpc | undefined;

/** The one place that picks the visitors' adapter, with the same rule as the desk's. */
function getVisitorsRpc(): VisitorsRpc {
  if (rpc) return rpc;
  const config = getServerConfig();
  rpc =
    config.mode.data === "supabase" && config.supabase
      ? createSupabaseVisitorsRpc(config.supabase)
      : createEmbeddedVisitorsRpc(getDatabase);
  return rpc;
}

const caller = ({ user, access }: Member): VisitorCaller => ({ actorId: user.id, access });
const call = (fn: VisitorFunction, args: Record<string, unknown>, as: VisitorCaller) =>
  getVisitorsRpc().call(fn, args, as);
const one = async (answer: Promise<unknown>): Promise<Visitor | null> => {
  const json = await answer;
  return json === null ? null : visitorRecord.parse(json);
};
/** Ids come from URLs: one that is not a uuid names no visitor. */
const byId = (fn: VisitorFunction, id: string, as: VisitorCaller) =>
  isUuid(id) ? one(call(fn, { p_id: id }, as)) : Promise.resolve(null);

/** What register_visitor answers: the visitor, and the code it drew (0052_visitor_code_drawn.sql). */
const registered = z.object({ code: z.string().regex(VISITOR_CODE_PATTERN) });

/**
 * Registers a guest for the member and owes both of them the code (register_visitor, which draws
 * the code itself: a caller who chose codes could learn which are live). The code is returned
 * this once, for the member's screen; afterwards only its hash and the e-mails hold it.
 */
export async function registerVisitor(
  input: VisitorInput,
  member: Member,
): Promise<{ visitor: Visitor; code: string }> {
  const json = await call(
    "register_visitor",
    {
      p_name: input.name,
      p_phone: input.phone,
      p_email: input.email ?? null,
      p_date: input.date,
      p_time: input.time,
      p_booking_id: input.bookingId ?? null,
      p_host_email: member.user.email,
      p_host_name: member.user.name ?? null,
    },
    caller(member),
  );
  if (!json) throw new Error("register_visitor returned nothing");
  return { visitor: visitorRecord.parse(json), code: registered.parse(json).code };
}

/** The member's guests from today on (club date), soonest first; cancelled ones are gone. */
export async function listUpcomingVisitors(member: Member, now: Date): Promise<Visitor[]> {
  const json = await call("list_my_visitors", { p_from: clubToday(now) }, caller(member));
  return visitorList.parse(json ?? []);
}

/** Null when the guest is not the member's, has arrived, or the date has passed. */
export const cancelVisitor = (id: string, member: Member) =>
  byId("cancel_visitor", id, caller(member));

/** Staff: everyone expected or signed in on a club date. */
export async function listVisitorsOn(date: string, staff: Member): Promise<Visitor[]> {
  return visitorList.parse(
    (await call("staff_list_visitors", { p_date: date }, caller(staff))) ?? [],
  );
}

/** Staff: the live guest of the date with this code, or null. */
export const findVisitorByCode = (date: string, code: string, staff: Member) =>
  one(call("staff_visitor_by_code", { p_date: date, p_code: code }, caller(staff)));

/** Staff: signs the guest in and owes the host's e-mail; null when already in or not today. */
export const checkInVisitor = (id: string, staff: Member) =>
  byId("staff_check_in_visitor", id, caller(staff));

export const checkOutVisitor = (id: string, staff: Member) =>
  byId("staff_check_out_visitor", id, caller(staff));

/** Staff: a walk-in signed in at once for `host`, who is told. */
export async function registerWalkIn(
  input: WalkInInput,
  host: VisitorHost,
  staff: Member,
): Promise<Visitor> {
  const visitor = await one(
    call(
      "staff_register_walk_in",
      {
        p_host_id: host.id,
        p_host_email: host.email,
        p_host_name: host.name ?? null,
        p_name: input.name,
        p_phone: input.phone,
        p_email: input.email ?? null,
      },
      caller(staff),
    ),
  );
  if (!visitor) throw new Error("staff_register_walk_in returned nothing");
  return visitor;
}

/**
 * Staff: members by name, e-mail or company: membership holders, seat users, and those known from
 * their bookings or earlier guests (0054).
 */
export async function searchHosts(query: string, staff: Member): Promise<VisitorHost[]> {
  return hostList.parse(
    (await call("staff_search_hosts", { p_query: query }, caller(staff))) ?? [],
  );
}

/**
 * Deletes visitors 90 days after the visit, as of `now`, with their e-mails' outbox rows
 * (purge_visitors). Answers how many visitors went and the e-mails that named them, whose file
 * mailer's copies kept name, mobile, code and QR (issue 39): the retention pass (lib/retention.ts)
 * forgets those too, so lib/visitors needs nothing of lib/mail.
 */
export async function purgeVisitors(
  now: Date,
): Promise<{ visitors: number; mail: { template: VisitorMailTemplate; sourceId: string }[] }> {
  const gone = z
    .array(z.string())
    .parse((await call("purge_visitors", { p_now: now.toISOString() }, "club")) ?? []);
  return {
    visitors: gone.length,
    mail: gone.flatMap((id) =>
      VISITOR_MAIL_TEMPLATES.map((template) => ({ template, sourceId: id })),
    ),
  };
}

/* Parcels and post (0055_parcels.sql): what arrives at the desk for a member. */

/** Staff: logs a parcel for `recipient` (a member found by searchHosts) and owes their e-mail. */
export async function logParcel(
  input: Omit<ParcelInput, "recipientId" | "recipientEmail">,
  recipient: VisitorHost,
  staff: Member,
): Promise<Parcel> {
  const json = await call(
    "staff_log_parcel",
    {
      p_recipient_id: recipient.id,
      p_recipient_email: recipient.email,
      p_recipient_name: recipient.name ?? null,
      p_company: input.company ?? null,
      p_carrier: input.carrier,
      p_description: input.description,
      p_photo: input.photo ?? null,
    },
    caller(staff),
  );
  return parcelRecord.parse(json);
}

/** Staff: marks a parcel collected by `collectedBy`; null when unknown or collected already. */
export async function collectParcel(
  id: string,
  collectedBy: string,
  staff: Member,
): Promise<Parcel | null> {
  if (!isUuid(id)) return null;
  const json = await call(
    "staff_collect_parcel",
    { p_id: id, p_collected_by: collectedBy },
    caller(staff),
  );
  return json === null ? null : parcelRecord.parse(json);
}

/** Staff: every parcel waiting at the desk, oldest first, with its photo. */
export async function listWaitingParcels(staff: Member): Promise<Parcel[]> {
  return parcelList.parse((await call("staff_list_waiting_parcels", {}, caller(staff))) ?? []);
}

/** The member's parcels waiting, and those collected in the 30 days before `now`. */
export async function listMyParcels(member: Member, now: Date): Promise<Parcel[]> {
  return parcelList.parse(
    (await call("list_my_parcels", { p_now: now.toISOString() }, caller(member))) ?? [],
  );
}

/* Closed days (0057_closed_days.sql): the days the club is shut besides weekends. */

const closedDayList = z.array(z.object({ date: z.iso.date(), reason: z.string() }));

/** Every closed day from `from` to `to` (club dates, a year at most): public facts. */
export async function listClosedDays(from: string, to: string): Promise<ClosedDay[]> {
  return closedDayList.parse(
    (await call("list_closed_days", { p_from: from, p_to: to }, "anyone")) ?? [],
  );
}

/** Staff: closes the club on `date` (a new date, or a new reason for one on the list). */
export async function addClosedDay(day: ClosedDay, staff: Member): Promise<void> {
  await call("staff_add_closed_day", { p_day: day.date, p_reason: day.reason }, caller(staff));
}

/** Staff: opens the club again on `date` (a national holiday: every year); false when not closed. */
export async function removeClosedDay(date: string, staff: Member): Promise<boolean> {
  return (await call("staff_remove_closed_day", { p_day: date }, caller(staff))) === true;
}

/* Members at the desk (0058_member_check_ins.sql): holders and seat users check in by code. */

/** A member or seat user signed in at the desk today. */
export type MemberCheckIn = z.output<typeof memberCheckIn>;
const memberCheckIn = z
  .object({
    id: z.guid(),
    name: z.string().nullish(),
    email: z.string(),
    role: z.enum(["holder", "seat"]),
    checked_in_at: z.string(),
    checked_out_at: z.string().nullish(),
  })
  .transform((row) => ({
    id: row.id,
    name: row.name ?? undefined,
    email: row.email,
    role: row.role,
    checkedInAt: new Date(row.checked_in_at).toISOString(),
    checkedOutAt: row.checked_out_at ? new Date(row.checked_out_at).toISOString() : undefined,
  }));

/** The member's personal check-in code, or null when they hold no running membership or seat. */
export async function myMemberCode(member: Member): Promise<string | null> {
  const code = await call("my_member_code", {}, caller(member));
  return typeof code === "string" ? code : null;
}

/** Staff: checks in the member with `code`; null for an unknown code or one already in. */
export async function checkInMember(code: string, staff: Member): Promise<MemberCheckIn | null> {
  const json = await call("staff_check_in_member", { p_code: code }, caller(staff));
  return json === null ? null : memberCheckIn.parse(json);
}

export async function checkOutMember(id: string, staff: Member): Promise<MemberCheckIn | null> {
  if (!isUuid(id)) return null;
  const json = await call("staff_check_out_member", { p_id: id }, caller(staff));
  return json === null ? null : memberCheckIn.parse(json);
}

/** Staff: the members and seat users checked in on a club date. */
export async function listMemberCheckIns(date: string, staff: Member): Promise<MemberCheckIn[]> {
  return z
    .array(memberCheckIn)
    .parse((await call("staff_list_member_check_ins", { p_date: date }, caller(staff))) ?? []);
}

/* Members at the desk by name (0076_member_check_in_by_name.sql): found by a search, no code. */

/** A holder or seat user the desk's search found, and since when they are in today. */
export type ClubMember = z.output<typeof clubMember>;
const clubMember = z
  .object({
    id: z.guid(),
    name: z.string().nullish(),
    email: z.string(),
    role: z.enum(["holder", "seat"]),
    company: z.string().nullish(),
    checked_in_at: z.string().nullish(),
  })
  .transform((row) => ({
    id: row.id,
    name: row.name ?? undefined,
    email: row.email,
    role: row.role,
    company: row.company ?? undefined,
    checkedInAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : undefined,
  }));

/** Staff: up to ten holders and seat users of running memberships by name, e-mail or company. */
export async function searchClubMembers(query: string, staff: Member): Promise<ClubMember[]> {
  return z
    .array(clubMember)
    .parse((await call("staff_search_club_members", { p_query: query }, caller(staff))) ?? []);
}

/**
 * Staff: checks in the member with account `userId`. Null when they hold no running membership
 * or seat (or the id is none); `created` false when they were in already (the check-in is theirs
 * from earlier today).
 */
export async function checkInMemberById(
  userId: string,
  staff: Member,
): Promise<{ checkIn: MemberCheckIn; created: boolean } | null> {
  if (!isUuid(userId)) return null;
  const json = await call("staff_check_in_member_by_id", { p_user: userId }, caller(staff));
  if (json === null) return null;
  const { created } = z.object({ created: z.boolean() }).parse(json);
  return { checkIn: memberCheckIn.parse(json), created };
}
