import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";

type Count = number | string;
export type SeatsRow = { month: string; as_of: string; plan: string; seats: Count };
export type MrrRow = {
  month: string;
  mrr: Count;
  new_paise: Count;
  expansion_paise: Count;
  contraction_paise: Count;
  churn_paise: Count;
  customers: Count;
};
export type RevenueRow = { month: string; product: string; net_paise: Count };
export type RoomUseRow = {
  week: string;
  resource: string;
  booked_minutes: Count;
  open_minutes: Count;
};
export type DepositsRow = {
  held_count: Count;
  held_paise: Count;
  refund_due_count: Count;
  refund_due_paise: Count;
};

/** A scalar function's answer: a row named after it (the embedded query), or the value (PostgREST). */
function scalar(rows: unknown[], name: string): number | null {
  const row = rows[0];
  const value =
    row !== null && typeof row === "object" && name in row
      ? (row as Record<string, unknown>)[name]
      : row;
  return value === null || value === undefined ? null : Number(value);
}

/** The owner's numbers' SQL functions (0078_owner_numbers.sql), the same way in both modes. */
export function createInsightsStore(call: SqlFunctionCaller) {
  return {
    capacity: async () => scalar(await call("owner_capacity", {}), "owner_capacity"),
    setCapacity: async (seats: number, actor: string) =>
      scalar(
        await call("set_owner_capacity", { p_seats: seats, p_actor: actor }),
        "set_owner_capacity",
      ),
    seatsByMonth: (from: string, to: string, today: string) =>
      call<SeatsRow>("owner_seats_by_month", { p_from: from, p_to: to, p_today: today }),
    mrrByMonth: (from: string, to: string, today: string) =>
      call<MrrRow>("owner_mrr_by_month", { p_from: from, p_to: to, p_today: today }),
    revenueByMonth: (from: string, to: string) =>
      call<RevenueRow>("owner_revenue_by_month", { p_from: from, p_to: to }),
    roomUse: (
      from: string,
      to: string,
      hours: { resources: string[]; days: number[]; opens: string; closes: string },
    ) =>
      call<RoomUseRow>("owner_room_use", {
        p_from: from,
        p_to: to,
        p_resources: hours.resources,
        p_days: hours.days,
        p_opens: hours.opens,
        p_closes: hours.closes,
      }),
    depositsHeld: async () => (await call<DepositsRow>("owner_deposits_held", {}))[0],
  };
}

export type InsightsStore = ReturnType<typeof createInsightsStore>;
