import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";
import { bookingFromRecord } from "@/lib/bookings/rows";
import type { Booking } from "@/lib/bookings/types";
import type { NewSlot } from "@/lib/bookings/reschedule/rules";
import type { MoveAnswer } from "@/lib/bookings/reschedule/store";
import type { CapturedPayment, PaymentBuyer, RefundStatus } from "@/lib/payments";
import type { Paise } from "@/lib/pricing";

/** The move's two documents as the server built them (lib/invoices' records). */
export type RepriceDocuments = {
  /** The booking's invoice credited in full; null when none was issued. */
  credit_note: Record<string, unknown> | null;
  invoice: Record<string, unknown>;
};

/** One payment's part of a refund (a cheaper move's difference, or a cancellation's). */
export type RefundPart = {
  paymentId: string;
  orderId: string;
  amount: Paise;
  buyer: PaymentBuyer;
};

/** public.reprice_booking's answer (0110): a move's refusal, or moved (cheaper), or pending (dearer). */
export type RepriceAnswer =
  | Exclude<MoveAnswer, { outcome: "moved" }>
  | {
      outcome: "moved";
      booking: Booking;
      previousTotal: Paise;
      /** Absent when the function moved at the same price (reschedule_booking's answer). */
      repriceId?: string;
      refunds: RefundPart[];
    }
  | {
      outcome: "pending";
      booking: Booking;
      previousTotal: Paise;
      repriceId: string;
      total: Paise;
      difference: Paise;
      expiresAt: string;
    };

/** confirm_reprice_payment's answer: confirm_payment's outcomes (0018). */
export type RepriceSettlement = {
  outcome: "confirmed" | "settled" | "refund" | "refunded" | "unknown";
  bookingId: string | null;
};

type PartRow = {
  payment_id: string;
  order_id: string;
  amount_paise: number | string;
  buyer: PaymentBuyer | null;
};

const toPart = (row: PartRow): RefundPart => ({
  paymentId: row.payment_id,
  orderId: row.order_id,
  amount: Number(row.amount_paise),
  buyer: row.buyer ?? {},
});

/** A jsonb function's answer: the value itself (PostgREST) or a row named after it (the embedded query). */
function jsonOf(rows: unknown[], name: string): Record<string, unknown> {
  const row = rows[0];
  const value =
    row !== null && typeof row === "object" && name in row
      ? (row as Record<string, unknown>)[name]
      : row;
  return (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;
}

function toAnswer(answer: Record<string, unknown>): RepriceAnswer {
  const booking = () => bookingFromRecord(answer.booking as Record<string, unknown>);
  const previousTotal = Number(answer.previous_total_paise);
  switch (answer.outcome) {
    case "moved":
      return {
        outcome: "moved",
        booking: booking(),
        previousTotal,
        ...(answer.reprice_id ? { repriceId: String(answer.reprice_id) } : {}),
        refunds: ((answer.refunds ?? []) as PartRow[]).map(toPart),
      };
    case "pending":
      return {
        outcome: "pending",
        booking: booking(),
        previousTotal,
        repriceId: String(answer.reprice_id),
        total: Number(answer.total_paise),
        difference: Number(answer.difference_paise),
        expiresAt: new Date(String(answer.expires_at)).toISOString(),
      };
    default:
      return {
        outcome: answer.outcome as Exclude<MoveAnswer["outcome"], "moved">,
        message: answer.message as string | undefined,
        hoursPerWeek: answer.hours_per_week as number | undefined,
        total: answer.total_paise === undefined ? undefined : Number(answer.total_paise),
        previousTotal: answer.previous_total_paise === undefined ? undefined : previousTotal,
      };
  }
}

/**
 * The SQL functions of a move to another price and of the refunds of a booking's several payments
 * (0110), called alike in both modes. Server work only: the caller has checked who acts.
 */
export function createRepriceStore(call: SqlFunctionCaller) {
  return {
    /** Moves (cheaper) or asks to move (dearer) the booking with the documents built for it. */
    async reprice(
      id: string,
      userId: string,
      slot: NewSlot,
      now: Date,
      documents: RepriceDocuments,
    ): Promise<RepriceAnswer> {
      const rows = await call("reprice_booking", {
        p_id: id,
        p_user_id: userId,
        p_slot: JSON.stringify(slot),
        p_now: now.toISOString(),
        p_documents: JSON.stringify(documents),
      });
      return toAnswer(jsonOf(rows, "reprice_booking"));
    },

    /** The provider order for a pending move's difference. */
    async recordOrder(repriceId: string, orderId: string, amount: Paise, buyer: PaymentBuyer) {
      await call("record_reprice_order", {
        p_reprice_id: repriceId,
        p_order_id: orderId,
        p_amount: amount,
        p_buyer: JSON.stringify(buyer),
      });
    },

    async lapse(repriceId: string, now: Date) {
      await call("lapse_booking_reprice", { p_reprice_id: repriceId, p_now: now.toISOString() });
    },

    /** A captured difference settled once: the move completed, or (too late, taken) refunded. */
    async settle(payment: CapturedPayment, now: Date): Promise<RepriceSettlement> {
      const [row] = await call<{ outcome: string; booking_id: string | null }>(
        "confirm_reprice_payment",
        {
          p_order_id: payment.orderId,
          p_payment_id: payment.paymentId,
          p_method: payment.method,
          p_amount: payment.amount,
          p_now: now.toISOString(),
        },
      );
      return {
        outcome: (row?.outcome ?? "unknown") as RepriceSettlement["outcome"],
        bookingId: row?.booking_id ?? null,
      };
    },

    /** The provider's answer to one part of a cheaper move's refund. */
    async recordRefund(
      repriceId: string,
      paymentId: string,
      refundId: string | null,
      status: RefundStatus,
    ) {
      await call("record_reprice_refund", {
        p_reprice_id: repriceId,
        p_payment_id: paymentId,
        p_refund_id: refundId,
        p_status: status,
      });
    },

    /** A cancelled booking's refund claimed from its payments, newest first; each part once. */
    async claimCancellationRefunds(bookingId: string, amount: Paise): Promise<RefundPart[]> {
      const rows = await call<PartRow>("claim_booking_refunds", {
        p_booking_id: bookingId,
        p_amount: amount,
      });
      return rows.filter((row) => row.payment_id).map(toPart);
    },

    /** The provider's answer to one part of a cancellation's refund; the booking shows the sum. */
    async recordCancellationRefund(input: {
      paymentId: string;
      refundId: string | null;
      amount: Paise;
      status: RefundStatus;
    }) {
      await call("record_cancellation_refund", {
        p_payment_id: input.paymentId,
        p_refund_id: input.refundId,
        p_amount: input.amount,
        p_status: input.status,
      });
    },
  };
}

export type RepriceStore = ReturnType<typeof createRepriceStore>;
