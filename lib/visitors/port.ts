import "server-only";
import type { DataAccess } from "@/lib/db";

/**
 * Who a call acts as: a signed-in member (or staff), the club itself (the purge), or anyone (the
 * public list of closed days, 0057).
 */
export type VisitorCaller = { actorId: string; access: DataAccess } | "club" | "anyone";

/**
 * The visitors' database, whatever holds it: every rule lives in the SQL functions of
 * 0034_visitors.sql, so a port only calls one by name with named arguments and hands back the
 * JSON it returned. The functions decide who may do what (auth.uid(), is_staff()).
 */
export interface VisitorsRpc {
  call(fn: VisitorFunction, args: Record<string, unknown>, as: VisitorCaller): Promise<unknown>;
}

export type VisitorFunction =
  | "register_visitor"
  | "list_my_visitors"
  | "cancel_visitor"
  | "staff_list_visitors"
  | "staff_visitor_by_code"
  | "staff_check_in_visitor"
  | "staff_check_out_visitor"
  | "staff_register_walk_in"
  | "staff_search_hosts"
  | "purge_visitors"
  | "staff_log_parcel"
  | "staff_collect_parcel"
  | "staff_list_waiting_parcels"
  | "list_my_parcels"
  | "list_closed_days"
  | "staff_add_closed_day"
  | "staff_remove_closed_day"
  | "my_member_code"
  | "staff_check_in_member"
  | "staff_check_out_member"
  | "staff_list_member_check_ins"
  | "staff_check_in_member_by_id"
  | "staff_search_club_members";
