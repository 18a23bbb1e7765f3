import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";
import { dayOf } from "@/lib/memberships/rows";
import type { SeatChange } from "@/lib/memberships/seat-change-types";

/** A row of 0105's membership_seat_changes_of (dates as Date or text, bigint as text). */
type SeatChangeRow = {
  id: string;
  membership_id: string;
  holder: string;
  plan: SeatChange["plan"];
  from_seats: number;
  to_seats: number;
  requested_at: string | Date;
  status: SeatChange["status"];
  effective_date: string | Date | null;
  decided_at: string | Date | null;
  decline_reason: string | null;
  deposit_change_paise: number | string;
  refund_state: SeatChange["refundState"];
  membership_invoice_id: string | null;
  invoice_number: string | null;
  deposit_document_id: string | null;
  deposit_document_number: string | null;
};

const reshape = (row: SeatChangeRow): SeatChange => ({
  id: row.id,
  membershipId: row.membership_id,
  holder: row.holder,
  plan: row.plan,
  fromSeats: row.from_seats,
  toSeats: row.to_seats,
  requestedAt: new Date(row.requested_at).toISOString(),
  status: row.status,
  effectiveDate: row.effective_date === null ? null : dayOf(row.effective_date),
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
  declineReason: row.decline_reason,
  depositChange: Number(row.deposit_change_paise),
  refundState: row.refund_state,
  invoice:
    row.membership_invoice_id && row.invoice_number
      ? { membershipInvoiceId: row.membership_invoice_id, number: row.invoice_number }
      : null,
  depositDocument:
    row.deposit_document_id && row.deposit_document_number
      ? { id: row.deposit_document_id, number: row.deposit_document_number }
      : null,
});

/** The changed row's id, or null when the function changed nothing (no such row, or closed). */
const idOf = (rows: { id: string | null }[]) => rows[0]?.id ?? null;

/** Seat changes' SQL functions (0105), called the same way in both modes. */
export function createSeatChangeStore(call: SqlFunctionCaller) {
  const changes = async (membershipId: string | null) =>
    (await call<SeatChangeRow>("membership_seat_changes_of", { p_membership_id: membershipId }))
      .filter((row) => row.id)
      .map(reshape);
  return {
    /** A membership's changes, newest first; `null`: every pending one and every refund due. */
    of: changes,
    async byId(id: string): Promise<SeatChange | null> {
      const [row] = await call<{ membership_id: string | null }>(
        "membership_seat_change_membership",
        { p_id: id },
      );
      if (!row?.membership_id) return null;
      return (await changes(row.membership_id)).find((change) => change.id === id) ?? null;
    },
    request: async (
      membershipId: string,
      toSeats: number,
      effectiveDate: string,
      actor: string,
      at: Date,
    ) =>
      idOf(
        await call<{ id: string | null }>("request_membership_seat_change", {
          p_membership_id: membershipId,
          p_to_seats: toSeats,
          p_effective_date: effectiveDate,
          p_actor: actor,
          p_at: at.toISOString(),
        }),
      ),
    decline: (id: string, reason: string, actor: string, at: Date) =>
      call("decline_membership_seat_change", {
        p_id: id,
        p_reason: reason,
        p_actor: actor,
        p_at: at.toISOString(),
      }),
    approve: (id: string, actor: string, at: Date, supplement: Record<string, unknown> | null) =>
      call("approve_membership_seat_change", {
        p_id: id,
        p_actor: actor,
        p_at: at.toISOString(),
        p_supplement: supplement === null ? null : JSON.stringify(supplement),
      }),
    /** Approved decreases whose date has come. */
    due: (today: string) =>
      call<{ id: string; membership_id: string; effective_date: string | Date }>(
        "membership_seat_changes_due",
        { p_today: today },
      ),
    apply: (id: string, depositChange: number, at: Date) =>
      call("apply_membership_seat_change", {
        p_id: id,
        p_deposit_change: depositChange,
        p_at: at.toISOString(),
      }),
    recordRefund: (id: string, refund: Record<string, unknown>, actor: string, at: Date) =>
      call("record_seat_change_refund", {
        p_id: id,
        p_refund: JSON.stringify(refund),
        p_actor: actor,
        p_at: at.toISOString(),
      }),
  };
}

export type SeatChangeStore = ReturnType<typeof createSeatChangeStore>;
