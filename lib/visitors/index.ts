import "server-only";
import type { Member } from "@/lib/auth/member";
import { getServerConfig } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import { forgetStoredMail } from "@/lib/mail";
import { clubToday } from "@/lib/pricing";
import { isUuid } from "@/lib/validation/uuid";
import { z } from "@/lib/zod";
import type { VisitorInput, WalkInInput } from "@/lib/validation/visitor";
import { createEmbeddedVisitorsRpc } from "@/lib/visitors/adapters/embedded";
import { createSupabaseVisitorsRpc } from "@/lib/visitors/adapters/supabase";
import { VISITOR_CODE_PATTERN } from "@/lib/visitors/rules";
import type { VisitorCaller, VisitorFunction, VisitorsRpc } from "@/lib/visitors/port";
import { hostList, visitorList, visitorRecord } from "@/lib/visitors/record";
import type { Visitor, VisitorHost } from "@/lib/visitors/types";

/** The e-mails that name a visitor, owed with the visitor's id as their source (0034). */
const VISITOR_MAIL_TEMPLATES = ["visitor-pass", "visitor-arrived"] as const;

export type { Visitor, VisitorHost } from "@/lib/visitors/types";
export { visitorStatus } from "@/lib/visitors/types";
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

/** Staff: members known from their bookings or earlier guests, by name or e-mail. */
export async function searchHosts(query: string, staff: Member): Promise<VisitorHost[]> {
  return hostList.parse(
    (await call("staff_search_hosts", { p_query: query }, caller(staff))) ?? [],
  );
}

/**
 * Deletes visitors 90 days after the visit, as of `now`, with their e-mails: the outbox rows
 * (purge_visitors) and the file mailer's copies, which kept name, mobile, code and QR (issue 39).
 * Answers how many visitors went.
 */
export async function purgeVisitors(now: Date): Promise<number> {
  const gone = z
    .array(z.string())
    .parse((await call("purge_visitors", { p_now: now.toISOString() }, "club")) ?? []);
  await forgetStoredMail(
    gone.flatMap((id) => VISITOR_MAIL_TEMPLATES.map((template) => ({ template, sourceId: id }))),
  );
  return gone.length;
}
