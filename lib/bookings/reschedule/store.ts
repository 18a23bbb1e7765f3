import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";
import { bookingFromRecord } from "@/lib/bookings/rows";
import type { Booking } from "@/lib/bookings/types";
import type { NewSlot } from "@/lib/bookings/reschedule/rules";

/** The refusals of public.reschedule_booking (0066), each an answer rather than an error. */
export type MoveRefusal =
  | "not-found"
  | "credit-length"
  | "not-movable"
  | "too-late"
  | "date"
  | "time"
  | "hours"
  | "lead-time"
  | "weekdays"
  | "too-far"
  | "past-closing"
  | "closed"
  | "same-time"
  | "price-differs"
  | "taken"
  | "limit";

export type MoveAnswer =
  | { outcome: "moved"; booking: Booking; previousTotal: number }
  | {
      outcome: MoveRefusal;
      /** The closed day's sentence (0057), as the member reads it. */
      message?: string;
      hoursPerWeek?: number;
      total?: number;
      previousTotal?: number;
    };

type Answer = {
  outcome: MoveAnswer["outcome"];
  booking?: Record<string, unknown>;
  message?: string;
  hours_per_week?: number;
  total_paise?: number;
  previous_total_paise?: number;
};

/** A jsonb function's answer: the value itself (PostgREST) or a row named after it (the embedded query). */
function jsonOf(rows: unknown[], name: string): Answer {
  const row = rows[0];
  const value =
    row !== null && typeof row === "object" && name in row
      ? (row as Record<string, unknown>)[name]
      : row;
  return (typeof value === "string" ? JSON.parse(value) : value) as Answer;
}

/**
 * The move's SQL function, called the same way in both modes (the embedded database as owner,
 * Supabase with the service role). Server work only: the caller has checked who acts.
 */
export function createRescheduleStore(call: SqlFunctionCaller) {
  return {
    async move(id: string, userId: string, slot: NewSlot, now: Date): Promise<MoveAnswer> {
      const answer = jsonOf(
        await call("reschedule_booking", {
          p_id: id,
          p_user_id: userId,
          p_slot: JSON.stringify(slot),
          p_now: now.toISOString(),
        }),
        "reschedule_booking",
      );
      if (answer.outcome === "moved") {
        return {
          outcome: "moved",
          booking: bookingFromRecord(answer.booking!),
          previousTotal: Number(answer.previous_total_paise),
        };
      }
      return {
        outcome: answer.outcome,
        message: answer.message,
        hoursPerWeek: answer.hours_per_week,
        total: answer.total_paise,
        previousTotal: answer.previous_total_paise,
      };
    },
  };
}

export type RescheduleStore = ReturnType<typeof createRescheduleStore>;
