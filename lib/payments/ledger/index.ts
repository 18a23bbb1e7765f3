import "server-only";
import { fromInvoiceRow, type InvoiceRow } from "@/lib/invoices/record";
import type { IssuedInvoice } from "@/lib/invoices/types";
import type { Paise } from "@/lib/pricing/money";
import type { CapturedPayment, RefundStatus } from "@/lib/payments/types";
import type { SqlFunctionCaller } from "./sql-functions";

/**
 * An order made with the provider for a hold (a booking's, or a store order's), and what became
 * of it. A guest's store order has no member.
 */
export type PaymentRecord = {
  orderId: string;
  bookingId: string | null;
  storeOrderId: string | null;
  userId: string | null;
  amount: Paise;
  status: "created" | "captured" | "refunded";
  paymentId?: string;
  method?: string;
  lastFailure?: string;
  /** The company and GSTIN the member asked their invoice to name. */
  buyer: PaymentBuyer;
  /** A membership's payment (an invoice's order, an autopay debit): lib/memberships settles it. */
  membership?: true;
  /** A repeating booking's payment (0070): lib/bookings/series settles it, every date at once. */
  seriesId?: string;
  /** A prepaid pack's payment (0095): lib/packs settles it. */
  packId?: string;
  /** A move's difference (0110): lib/bookings/reschedule settles it, completing the move. */
  repriceId?: string;
};

/** With a GSTIN, the billing address and its state code asked at checkout (CGST rule 46(e)). */
export type PaymentBuyer = {
  company?: string;
  gstin?: string;
  address?: string;
  stateCode?: string;
};

/**
 * What settling a captured payment asks of the server next (0010's confirm_payment):
 * confirmed or settled (issue the invoice, idempotent), refund (the slot is gone: all of it back),
 * refunded or unknown (nothing).
 */
export type Settlement = {
  outcome: "confirmed" | "settled" | "refund" | "refunded" | "unknown";
  bookingId: string | null;
};

/** The same for a store order (lib/store/embedded/payments.sql's confirm_order_payment). */
export type OrderSettlement = {
  outcome: Settlement["outcome"];
  storeOrderId: string | null;
};

export type StoredInvoice = IssuedInvoice & { id: string; subjectId: string };

/** A captured payment that settled nothing, and its refund, as staff list it. */
export type UnappliedPayment = {
  paymentId: string;
  orderId: string;
  amount: Paise;
  capturedAt: string;
  subject: "booking" | "store-order" | "membership";
  subjectId: string | null;
  /** Why it settled nothing, in staff's words. */
  reason: string;
  /** The membership invoice it was meant for, if any. */
  invoiceNumber: string | null;
  refund: { id: string | null; status: RefundStatus | "refunding" };
};

/** Captured, applied, and refunded or under way (paise): from the ledger and from the books. */
export type ReconciliationTotals = { captured: Paise; applied: Paise; refunded: Paise };
export type Reconciliation = {
  from: string;
  to: string;
  ledger: ReconciliationTotals;
  books: ReconciliationTotals;
};

type UnappliedRow = {
  payment_id: string;
  order_id: string;
  amount_paise: number | string;
  captured_at: string | Date;
  subject: UnappliedPayment["subject"];
  subject_id: string | null;
  reason: string;
  note: string | null;
  refund_id: string | null;
  refund_status: UnappliedPayment["refund"]["status"];
  invoice_number: string | null;
};

const LATE_REASONS: Record<string, string> = {
  late: "paid after its hold lapsed",
  extra: "a second payment",
};

const reshapeUnapplied = (row: UnappliedRow): UnappliedPayment => ({
  paymentId: row.payment_id,
  orderId: row.order_id,
  amount: Number(row.amount_paise),
  capturedAt: new Date(row.captured_at).toISOString(),
  subject: row.subject,
  subjectId: row.subject_id,
  reason: row.note ?? LATE_REASONS[row.reason] ?? row.reason,
  invoiceNumber: row.invoice_number,
  refund: { id: row.refund_id, status: row.refund_status },
});

type PaymentRow = {
  order_id: string;
  booking_id: string | null;
  store_order_id: string | null;
  user_id: string | null;
  amount_paise: number | string;
  status: PaymentRecord["status"];
  payment_id: string | null;
  method: string | null;
  last_failure: string | null;
  buyer: PaymentBuyer | null;
  membership_invoice_id?: string | null;
  subscription_id?: string | null;
  series_id?: string | null;
  pack_id?: string | null;
  reprice_id?: string | null;
};

const reshapePayment = (row: PaymentRow): PaymentRecord => ({
  orderId: row.order_id,
  bookingId: row.booking_id,
  storeOrderId: row.store_order_id ?? null,
  userId: row.user_id,
  amount: Number(row.amount_paise),
  status: row.status,
  paymentId: row.payment_id ?? undefined,
  method: row.method ?? undefined,
  lastFailure: row.last_failure ?? undefined,
  buyer: row.buyer ?? {},
  ...(row.membership_invoice_id || row.subscription_id ? { membership: true as const } : {}),
  ...(row.series_id ? { seriesId: row.series_id } : {}),
  ...(row.pack_id ? { packId: row.pack_id } : {}),
  ...(row.reprice_id ? { repriceId: row.reprice_id } : {}),
});

type InvoiceWithSubject = InvoiceRow & { subject_id: string; credit_note_for: string | null };

function reshapeInvoices(rows: InvoiceWithSubject[]): StoredInvoice[] {
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map((row) => ({
    id: row.id,
    subjectId: row.subject_id,
    ...fromInvoiceRow(row, row.credit_note_for ? numbers.get(row.credit_note_for) : undefined),
  }));
}

/**
 * The club's record of online payments: orders, settlements, refunds, webhook deliveries and
 * invoices. Server work only (the embedded owner, or Supabase's service role): the member it acts
 * for has been checked by the route before any call.
 */
export function createPaymentLedger(call: SqlFunctionCaller) {
  const one = async <Row>(name: string, args: Record<string, unknown>) =>
    (await call<Row>(name, args))[0];

  return {
    async recordOrder(
      bookingId: string,
      orderId: string,
      amount: Paise,
      buyer: PaymentBuyer,
    ): Promise<PaymentRecord> {
      const row = await one<PaymentRow>("record_payment_order", {
        p_booking_id: bookingId,
        p_order_id: orderId,
        p_amount: amount,
        p_buyer: JSON.stringify(buyer),
      });
      if (!row) throw new Error("record_payment_order returned no row");
      return reshapePayment(row);
    },

    /**
     * The provider order for a store order's hold (the embedded store's, so the embedded
     * database's function: the hosted store of connected mode takes its own payments).
     */
    async recordStoreOrder(
      storeOrderId: string,
      orderId: string,
      amount: Paise,
      buyer: PaymentBuyer,
    ): Promise<PaymentRecord> {
      const row = await one<PaymentRow>("embedded_store.record_order_payment", {
        p_order_id: storeOrderId,
        p_provider_order: orderId,
        p_amount: amount,
        p_buyer: JSON.stringify(buyer),
      });
      if (!row) throw new Error("record_order_payment returned no row");
      return reshapePayment(row);
    },

    async findByOrder(orderId: string): Promise<PaymentRecord | null> {
      const row = await one<PaymentRow>("payment_for_order", { p_order_id: orderId });
      return row ? reshapePayment(row) : null;
    },

    /** Newest first. */
    async listForBooking(bookingId: string): Promise<PaymentRecord[]> {
      return (await call<PaymentRow>("payments_for_booking", { p_booking_id: bookingId })).map(
        reshapePayment,
      );
    },

    /** A booking's row as the server reads it (0010's booking_by_id); lib/bookings maps it. */
    async bookingRow(bookingId: string): Promise<Record<string, unknown> | null> {
      const row = await one<Record<string, unknown>>("booking_by_id", { p_booking_id: bookingId });
      return row && row.id ? row : null;
    },

    async settle(payment: CapturedPayment): Promise<Settlement> {
      const row = await one<{ outcome: Settlement["outcome"]; booking_id: string | null }>(
        "confirm_payment",
        {
          p_order_id: payment.orderId,
          p_payment_id: payment.paymentId,
          p_method: payment.method,
          p_amount: payment.amount,
        },
      );
      return { outcome: row?.outcome ?? "unknown", bookingId: row?.booking_id ?? null };
    },

    async settleStoreOrder(payment: CapturedPayment): Promise<OrderSettlement> {
      const row = await one<{ outcome: Settlement["outcome"]; store_order_id: string | null }>(
        "embedded_store.confirm_order_payment",
        {
          p_provider_order: payment.orderId,
          p_payment_id: payment.paymentId,
          p_method: payment.method,
          p_amount: payment.amount,
        },
      );
      return { outcome: row?.outcome ?? "unknown", storeOrderId: row?.store_order_id ?? null };
    },

    /**
     * Claims the refund of one provider payment (0017's claim_payment_refund): true for exactly
     * one caller, who then asks the provider and records its answer. A late or extra payment.
     */
    async claimRefund(input: {
      paymentId: string;
      orderId: string;
      amount: Paise;
      reason: "late" | "extra";
    }): Promise<boolean> {
      const row = await one<{ claim_payment_refund: boolean } | boolean>("claim_payment_refund", {
        p_payment_id: input.paymentId,
        p_order_id: input.orderId,
        p_amount: input.amount,
        p_reason: input.reason,
      });
      // A scalar: a row with the function's name (the embedded query), or the value (PostgREST).
      return row === true || (typeof row === "object" && row?.claim_payment_refund === true);
    },

    /** The provider's answer to a booking payment's claimed refund (recorded for that payment). */
    async recordBookingPaymentRefund(input: {
      paymentId: string;
      refundId: string | null;
      amount: Paise;
      status: RefundStatus;
    }): Promise<void> {
      await call("record_booking_payment_refund", {
        p_payment_id: input.paymentId,
        p_refund_id: input.refundId,
        p_amount: input.amount,
        p_status: input.status,
      });
    },

    /** The same for a store order's payment (the embedded store's function). */
    async recordStoreOrderPaymentRefund(input: {
      paymentId: string;
      refundId: string | null;
      amount: Paise;
      status: RefundStatus;
    }): Promise<void> {
      await call("embedded_store.record_order_payment_refund", {
        p_payment_id: input.paymentId,
        p_refund_id: input.refundId,
        p_amount: input.amount,
        p_status: input.status,
      });
    },

    /**
     * Claims the refund of a captured payment that settled nothing (0045's claim_unapplied_refund),
     * with the reason staff read: true for exactly one caller, who then asks the provider.
     */
    async claimUnappliedRefund(input: {
      paymentId: string;
      orderId: string;
      amount: Paise;
      note: string;
    }): Promise<boolean> {
      const row = await one<{ claim_unapplied_refund: boolean } | boolean>(
        "claim_unapplied_refund",
        {
          p_payment_id: input.paymentId,
          p_order_id: input.orderId,
          p_amount: input.amount,
          p_note: input.note,
        },
      );
      return row === true || (typeof row === "object" && row?.claim_unapplied_refund === true);
    },

    /** The provider's answer to a claimed refund of a payment that settled nothing (0017's). */
    async recordPaymentRefund(input: {
      paymentId: string;
      refundId: string | null;
      status: RefundStatus;
    }): Promise<void> {
      await call("record_payment_refund", {
        p_payment_id: input.paymentId,
        p_refund_id: input.refundId,
        p_status: input.status,
      });
    },

    /** Staff: captured payments that settled nothing, with their refunds (0045). */
    async listUnapplied(from: string, to: string): Promise<UnappliedPayment[]> {
      const rows = await call<UnappliedRow>("unapplied_payments", { p_from: from, p_to: to });
      return rows.map(reshapeUnapplied);
    },

    /** The three totals, from the books and from the ledger of provider payments (0045). */
    async reconciliation(from: string, to: string): Promise<Reconciliation> {
      const row = await one<Record<string, number | string>>("payments_reconciliation", {
        p_from: from,
        p_to: to,
      });
      const n = (key: string) => Number(row?.[key] ?? 0);
      return {
        from,
        to,
        ledger: {
          captured: n("ledger_captured"),
          applied: n("ledger_applied"),
          refunded: n("ledger_refunded"),
        },
        books: {
          captured: n("books_captured"),
          applied: n("books_applied"),
          refunded: n("books_refunded"),
        },
      };
    },

    /** True the first time an event id is seen. */
    async recordEvent(eventId: string, event: string): Promise<boolean> {
      const row = await one<{ fresh: boolean }>("record_payment_event", {
        p_event_id: eventId,
        p_event: event,
      });
      return row?.fresh === true;
    },

    async forgetEvent(eventId: string): Promise<void> {
      await call("forget_payment_event", { p_event_id: eventId });
    },

    async recordFailure(orderId: string, reason: string): Promise<void> {
      await call("record_payment_failure", { p_order_id: orderId, p_reason: reason });
    },

    async updateRefundStatus(refundId: string, status: RefundStatus): Promise<void> {
      await call("update_refund_status", { p_refund_id: refundId, p_status: status });
    },

    async releaseHold(bookingId: string): Promise<void> {
      await call("release_payment_hold", { p_booking_id: bookingId });
    },

    async expireHolds(): Promise<number> {
      return (await one<{ expired: number }>("expire_payment_holds", {}))?.expired ?? 0;
    },

    /** Numbers and stores a document once per payment or refund (0008's issue_invoice). */
    async issueInvoice(input: {
      series: "invoice" | "credit_note";
      paymentRef: string;
      issuedAt: Date;
      record: Record<string, unknown>;
    }): Promise<StoredInvoice> {
      const row = await one<InvoiceWithSubject>("issue_invoice", {
        p_series: input.series,
        p_payment_ref: input.paymentRef,
        p_issued_at: input.issuedAt.toISOString(),
        p_invoice: JSON.stringify(input.record),
      });
      if (!row) throw new Error("issue_invoice returned no row");
      return reshapeInvoices([row])[0]!;
    },

    /** A member's invoices and credit notes, newest first. */
    async listInvoicesForUser(userId: string): Promise<StoredInvoice[]> {
      return reshapeInvoices(
        await call<InvoiceWithSubject>("invoices_for_user", { p_user_id: userId }),
      );
    },

    /**
     * Every document issued in [from, to] (club dates), oldest first, with the originals of its
     * credit notes (0042): the accountant's month. Callers keep the ones issued in the span.
     */
    async listInvoicesIssued(from: string, to: string): Promise<StoredInvoice[]> {
      return reshapeInvoices(
        await call<InvoiceWithSubject>("invoices_issued", { p_from: from, p_to: to }),
      );
    },

    /** The documents of one booking, oldest first. */
    async listInvoicesForSubject(subjectId: string): Promise<StoredInvoice[]> {
      return reshapeInvoices(
        await call<InvoiceWithSubject>("invoices_for_subject", { p_subject_id: subjectId }),
      );
    },
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
