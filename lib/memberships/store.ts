import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";
import type {
  MembershipInvoiceRow,
  MembershipRow,
  MembershipSeatRow,
  MembershipTotalsRow,
} from "@/lib/memberships/rows";

export type SeatOutcome = "added" | "not-found" | "closed" | "full" | "duplicate";

type Claim = { membership_invoice_id: string; newly_issued?: boolean; newly_paid?: boolean };

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

    async issueInvoice(input: {
      membershipId: string;
      periodStart: string;
      periodEnd: string;
      isFirst: boolean;
      dueDate: string;
      deposit: number;
      issuedAt: Date;
      invoice: Record<string, unknown>;
    }): Promise<{ id: string; issued: boolean }> {
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
    setInvoiceOrder: (id: string, orderId: string) =>
      call("set_membership_invoice_order", { p_id: id, p_order_id: orderId }),
    async settleOrder(orderId: string, paymentId: string, amount: number, at: Date) {
      const [row] = await call<Claim>("settle_membership_order", {
        p_order_id: orderId,
        p_payment_id: paymentId,
        p_amount: amount,
        p_at: at.toISOString(),
      });
      return row ? { id: row.membership_invoice_id, paid: row.newly_paid === true } : null;
    },
    setAutopay: (id: string, subscriptionId: string) =>
      membership("set_membership_autopay", { p_id: id, p_subscription_id: subscriptionId }),
    async settleSubscriptionCharge(
      subscriptionId: string,
      paymentId: string,
      amount: number,
      at: Date,
    ) {
      const [row] = await call<Claim>("settle_membership_subscription_charge", {
        p_subscription_id: subscriptionId,
        p_payment_id: paymentId,
        p_amount: amount,
        p_at: at.toISOString(),
      });
      return row ? { id: row.membership_invoice_id, paid: row.newly_paid === true } : null;
    },
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
    async closeEnded(today: string): Promise<number> {
      const rows = await call("close_ended_memberships", { p_today: today });
      return Number(scalar(rows, "close_ended_memberships") ?? 0);
    },
    async oweReminders(today: string): Promise<number> {
      const rows = await call("owe_membership_reminders", { p_today: today });
      return Number(scalar(rows, "owe_membership_reminders") ?? 0);
    },
  };
}

export type MembershipStore = ReturnType<typeof createMembershipStore>;
