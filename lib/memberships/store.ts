import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";
import { reshapeDueCharge, type DueChargeRow } from "@/lib/memberships/company/rows";
import type { DepositDocumentRow } from "@/lib/memberships/rows";
import type {
  ListedInvoiceRow,
  MembershipInvoiceRow,
  MembershipRow,
  MembershipSeatRow,
  TdsCertificateRow,
  MembershipTotalsRow,
} from "@/lib/memberships/rows";

export type SeatOutcome = "added" | "not-found" | "closed" | "full" | "duplicate";

/** 0045's answer for a captured membership payment (see settle_membership_payment). */
export type PaymentSettlement = {
  outcome: "paid" | "settled" | "refund" | "refunded" | "none" | "unknown";
  membershipInvoiceId: string | null;
  orderId: string | null;
  note: string | null;
};

type Claim = { membership_invoice_id: string; newly_issued?: boolean; newly_paid?: boolean };

/** One period's invoice to issue (issue_membership_invoice's arguments but the instant). */
export type PeriodInvoice = {
  membershipId: string;
  periodStart: string;
  periodEnd: string;
  isFirst: boolean;
  dueDate: string;
  deposit: number;
  invoice: Record<string, unknown>;
};

/** A scalar function's answer: a row named after it (the embedded query), or the value (PostgREST). */
function scalar<T>(rows: unknown[], name: string): T | undefined {
  const row = rows[0];
  return row !== null && typeof row === "object" && name in row
    ? (row as Record<string, T>)[name]
    : (row as T | undefined);
}

/** A function returning one table row: null when it found none (every column null). */
const rowOrNull = <Row extends { id: string | null }>(rows: Row[]) => {
  const row = rows[0];
  return row && row.id ? row : null;
};

/**
 * The memberships' SQL functions (supabase/migrations/0027_membership_functions.sql), called the
 * same way in both modes. Server work only: the caller has checked who acts.
 */
export function createMembershipStore(call: SqlFunctionCaller) {
  const membership = async (name: string, args: Record<string, unknown>) =>
    rowOrNull(await call<MembershipRow>(name, args));
  const invoices = (name: string, args: Record<string, unknown>) =>
    call<MembershipInvoiceRow>(name, args);

  return {
    createOffer: (
      offer: Record<string, unknown>,
      tokenHash: string,
      actor: string,
      at: Date,
      link: string,
    ) =>
      membership("create_membership_offer", {
        p_offer: JSON.stringify(offer),
        p_token_hash: tokenHash,
        p_actor: actor,
        p_at: at.toISOString(),
        p_review_link: link,
      }),
    acceptOffer: (tokenHash: string, userId: string, termsVersion: string, at: Date) =>
      membership("accept_membership_offer", {
        p_token_hash: tokenHash,
        p_user_id: userId,
        p_terms_version: termsVersion,
        p_at: at.toISOString(),
      }),
    byId: (id: string) => membership("membership_by_id", { p_id: id }),
    byToken: (tokenHash: string) => membership("membership_by_token", { p_token_hash: tokenHash }),
    ofHolder: (userId: string) => membership("membership_of_holder", { p_user_id: userId }),
    all: () => call<MembershipRow>("memberships_all", {}),

    activityOf: (membershipId: string) =>
      call<{ at: string | Date; actor: string; action: string; detail: string | null }>(
        "membership_activity_of",
        { p_id: membershipId },
      ),
    invoicesOf: (membershipId: string) =>
      invoices("membership_invoices_of", { p_membership_id: membershipId }),
    invoiceById: async (id: string) =>
      (await invoices("membership_invoice_by_id", { p_id: id }))[0] ?? null,
    /** Issued between two club dates, and (`unpaid`) every unpaid one whenever issued. */
    invoicesListed: (from: string, to: string, unpaid: boolean) =>
      invoices("membership_invoices_listed", { p_from: from, p_to: to, p_unpaid: unpaid }),
    /** 0063: the owner's numbers, summed in the database (lib/memberships/totals.ts). */
    totals: async (from: string, to: string, today: string) =>
      (
        await call<MembershipTotalsRow>("membership_totals", {
          p_from: from,
          p_to: to,
          p_today: today,
        })
      )[0],
    /** 0086: the members page's lists, newest first, at most `limit` after the row `before` (an id). */
    membershipsPage: (before: string | null, limit: number) =>
      call<MembershipRow>("memberships_page", { p_before: before, p_limit: limit }),
    refundDuePage: (before: string | null, limit: number) =>
      call<MembershipRow>("memberships_refund_due_page", { p_before: before, p_limit: limit }),
    invoicesIssuedPage: (from: string, to: string, before: string | null, limit: number) =>
      call<ListedInvoiceRow>("membership_invoices_issued_page", {
        p_from: from,
        p_to: to,
        p_before: before,
        p_limit: limit,
      }),
    overduePage: (today: string, issuedBefore: string, before: string | null, limit: number) =>
      call<ListedInvoiceRow>("membership_invoices_overdue_page", {
        p_today: today,
        p_issued_before: issuedBefore,
        p_before: before,
        p_limit: limit,
      }),
    /** 0060: issued between two club dates, oldest first, at most `limit` after `after`. */
    invoicesPage: (
      from: string,
      to: string,
      after: { issuedAt: string; number: string } | null,
      limit: number,
    ) =>
      invoices("membership_invoices_page", {
        p_from: from,
        p_to: to,
        p_after_issued_at: after?.issuedAt ?? null,
        p_after_number: after?.number ?? null,
        p_limit: limit,
      }),

    async issueInvoice(
      input: PeriodInvoice & { issuedAt: Date },
    ): Promise<{ id: string; issued: boolean }> {
      const [row] = await call<Claim>("issue_membership_invoice", {
        p_membership_id: input.membershipId,
        p_period_start: input.periodStart,
        p_period_end: input.periodEnd,
        p_is_first: input.isFirst,
        p_due_date: input.dueDate,
        p_deposit: input.deposit,
        p_issued_at: input.issuedAt.toISOString(),
        p_invoice: JSON.stringify(input.invoice),
      });
      if (!row) throw new Error("issue_membership_invoice returned no row");
      return { id: row.membership_invoice_id, issued: row.newly_issued === true };
    },
    /** 0087: many periods issued in one call, each once; how many this call issued. */
    async issueInvoices(issuedAt: Date, periods: PeriodInvoice[]): Promise<number> {
      const rows = await call<Claim>("issue_membership_invoices", {
        p_issued_at: issuedAt.toISOString(),
        p_periods: JSON.stringify(
          periods.map((p) => ({
            membership_id: p.membershipId,
            period_start: p.periodStart,
            period_end: p.periodEnd,
            is_first: p.isFirst,
            due_date: p.dueDate,
            deposit: p.deposit,
            invoice: p.invoice,
          })),
        ),
      });
      return rows.filter((row) => row.newly_issued === true).length;
    },
    /** Bookings on the company the billing run may bill as of `today` (0100). */
    async companyChargesDue(today: string) {
      return (await call<DueChargeRow>("company_charges_due", { p_today: today })).map(
        reshapeDueCharge,
      );
    },
    async settleInvoice(id: string, method: string, reference: string, actor: string, at: Date) {
      const [row] = await call<Claim>("settle_membership_invoice", {
        p_id: id,
        p_method: method,
        p_reference: reference,
        p_actor: actor,
        p_at: at.toISOString(),
      });
      return { found: Boolean(row), paid: row?.newly_paid === true };
    },
    /** 0045: the order in the ledger of provider payments and on the invoice. */
    setInvoiceOrder: (id: string, orderId: string) =>
      call("record_membership_order", { p_id: id, p_order_id: orderId }),
    /** 0043: the new subscription, pending; null while another is pending or running. */
    startAutopay: (id: string, subscriptionId: string, mandate: string, at: Date) =>
      membership("start_membership_autopay", {
        p_id: id,
        p_subscription_id: subscriptionId,
        p_mandate: mandate,
        p_at: at.toISOString(),
      }),
    /** 0043: a subscription's new mandate state; null when it is no membership's. */
    async setMandateState(subscriptionId: string, state: string, actor: string, at: Date) {
      const [row] = await call<{ membership_id: string; previous: string; current: string }>(
        "set_membership_mandate_state",
        {
          p_subscription_id: subscriptionId,
          p_state: state,
          p_actor: actor,
          p_at: at.toISOString(),
        },
      );
      return row ?? null;
    },
    /** 0045: a captured membership payment settled once, or why it settles nothing. */
    async settlePayment(
      payment: {
        orderId?: string;
        subscriptionId?: string;
        paymentId: string;
        amount: number;
        method: string;
      },
      at: Date,
      lastTry: boolean,
    ): Promise<PaymentSettlement> {
      const [row] = await call<{
        outcome: PaymentSettlement["outcome"];
        membership_invoice_id: string | null;
        order_id: string | null;
        note: string | null;
      }>("settle_membership_payment", {
        p_order_id: payment.orderId ?? null,
        p_subscription_id: payment.subscriptionId ?? null,
        p_payment_id: payment.paymentId,
        p_method: payment.method,
        p_amount: payment.amount,
        p_at: at.toISOString(),
        p_last_try: lastTry,
      });
      return {
        outcome: row?.outcome ?? "unknown",
        membershipInvoiceId: row?.membership_invoice_id ?? null,
        orderId: row?.order_id ?? null,
        note: row?.note ?? null,
      };
    },
    /** 0046: a cancelled offer's invoices credited, a deposit paid on it due for refund. */
    closeCancelled: (id: string, at: Date) =>
      membership("close_cancelled_membership", { p_id: id, p_at: at.toISOString() }),
    /** 0046: an offer not yet accepted handed to another address, with a new link (logged). */
    handOffer: (
      id: string,
      email: string,
      tokenHash: string,
      actor: string,
      at: Date,
      link: string,
    ) =>
      membership("hand_membership_offer", {
        p_id: id,
        p_email: email,
        p_token_hash: tokenHash,
        p_actor: actor,
        p_at: at.toISOString(),
        p_review_link: link,
      }),
    giveNotice: (id: string, userId: string, endDate: string, at: Date) =>
      membership("give_membership_notice", {
        p_id: id,
        p_user_id: userId,
        p_end_date: endDate,
        p_at: at.toISOString(),
      }),
    endEarly: (id: string, endDate: string, reason: string, actor: string, at: Date) =>
      membership("end_membership_early", {
        p_id: id,
        p_end_date: endDate,
        p_reason: reason,
        p_actor: actor,
        p_at: at.toISOString(),
      }),
    recordDepositRefund: (id: string, refund: Record<string, unknown>, actor: string, at: Date) =>
      membership("record_deposit_refund", {
        p_id: id,
        p_refund: JSON.stringify(refund),
        p_actor: actor,
        p_at: at.toISOString(),
      }),
    /** 0039: 'added', or why not ('not-found', 'closed', 'full', 'duplicate'). */
    async addSeat(membershipId: string, email: string, actor: string, at: Date) {
      const rows = await call("add_membership_seat", {
        p_membership_id: membershipId,
        p_email: email,
        p_actor: actor,
        p_at: at.toISOString(),
      });
      return scalar<SeatOutcome>(rows, "add_membership_seat") ?? "not-found";
    },
    async removeSeat(membershipId: string, email: string, actor: string, at: Date) {
      const rows = await call("remove_membership_seat", {
        p_membership_id: membershipId,
        p_email: email,
        p_actor: actor,
        p_at: at.toISOString(),
      });
      return scalar<boolean>(rows, "remove_membership_seat") === true;
    },
    seatsOf: (membershipId: string) =>
      call<MembershipSeatRow>("membership_seats_of", { p_membership_id: membershipId }),
    /** The running memberships a person sits on (binding seats named by their e-mail to them). */
    seated: (userId: string, email: string | null) =>
      call<MembershipRow>("memberships_seated", { p_user_id: userId, p_email: email }),
    /** 0041: a deposit's receipt and refund voucher. */
    depositDocumentsOf: (membershipId: string) =>
      call<DepositDocumentRow>("deposit_documents_of", { p_membership_id: membershipId }),
    depositDocumentById: async (id: string) =>
      (await call<DepositDocumentRow>("deposit_document_by_id", { p_id: id }))[0] ?? null,
    depositDocumentsIssued: (from: string, to: string) =>
      call<DepositDocumentRow>("deposit_documents_issued", { p_from: from, p_to: to }),
    /** 0083: the documents of the memberships on a staff page, in one call. */
    depositDocumentsOfMemberships: (membershipIds: string[]) =>
      call<DepositDocumentRow>("deposit_documents_of_memberships", {
        p_membership_ids: membershipIds,
      }),
    /** 0085: an individual holder's address, given when accepting (an offer not yet accepted). */
    setHolderAddress: (tokenHash: string, address: string, stateCode: string) =>
      call("set_membership_holder_address", {
        p_token_hash: tokenHash,
        p_address: address,
        p_state: stateCode,
      }),
    async closeEnded(today: string): Promise<number> {
      const rows = await call("close_ended_memberships", { p_today: today });
      return Number(scalar(rows, "close_ended_memberships") ?? 0);
    },
    async oweReminders(today: string): Promise<number> {
      const rows = await call("owe_membership_reminders", { p_today: today });
      return Number(scalar(rows, "owe_membership_reminders") ?? 0);
    },
    /** 0048: staff mark the holder as deducting TDS at `rateBp` (0: none); null when closed. */
    setTds: (id: string, rateBp: number, actor: string, at: Date) =>
      membership("set_membership_tds", {
        p_id: id,
        p_rate_bp: rateBp,
        p_actor: actor,
        p_at: at.toISOString(),
      }),
    /** 0048: a quarter's Form 16A received; null when that quarter's is recorded already. */
    async recordTdsCertificate(
      membershipId: string,
      certificate: { quarter: string; amount: number; number: string },
      actor: string,
      at: Date,
    ) {
      const [row] = await call<TdsCertificateRow>("record_membership_tds_certificate", {
        p_membership_id: membershipId,
        p_quarter: certificate.quarter,
        p_amount: certificate.amount,
        p_number: certificate.number,
        p_actor: actor,
        p_at: at.toISOString(),
      });
      return row?.id ? row : null;
    },
    tdsCertificates: () => call<TdsCertificateRow>("membership_tds_certificates_all", {}),
    /** Paid invoices with TDS kept back. */
    tdsInvoices: () => invoices("membership_tds_invoices", {}),
  };
}

export type MembershipStore = ReturnType<typeof createMembershipStore>;
