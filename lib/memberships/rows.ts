import "server-only";
import type { DepositDocument, Supplier } from "@/lib/invoices/types";
import type {
  AutopayState,
  AutopayStatus,
  DepositRefund,
  InvoicePaymentMethod,
  Membership,
  MembershipInvoice,
  MembershipPlan,
  MembershipStatus,
  MembershipTerm,
  DepositState,
  SeatOnMembership,
  SeatUser,
} from "@/lib/memberships/types";
import { planName } from "@/lib/memberships/billing";
import { autopayDebitOf, mandateFor } from "@/lib/memberships/mandate-rules";
import { GST_PERCENT } from "@/lib/pricing/constants";
import { percentOf } from "@/lib/pricing/money";

/** Rows of 0026_memberships.sql as the database returns them (dates as Date or text, bigint as text). */
type Day = string | Date;
type Big = number | string;

export type MembershipRow = {
  id: string;
  status: MembershipStatus;
  plan: MembershipPlan;
  seats: number;
  term: MembershipTerm;
  seat_rate_paise: Big;
  monthly_rent_paise: Big;
  start_date: Day;
  end_date: Day | null;
  notice_given_at: Day | null;
  end_reason: string | null;
  holder_user_id: string | null;
  holder_name: string;
  holder_email: string;
  company_legal_name: string | null;
  company_gstin: string | null;
  company_address: string | null;
  company_state: string | null;
  /** 0085: an individual holder's address and state code. */
  holder_address?: string | null;
  holder_state?: string | null;
  deposit_paise: Big;
  deposit_state: DepositState;
  deposit_refund_due_by: Day | null;
  deposit_refund: {
    method: DepositRefund["method"];
    reference: string;
    deduction: number;
    deduction_reason?: string | null;
    amount: number;
    refunded_at: string;
  } | null;
  offered_at: Day;
  accepted_at: Day | null;
  terms_version: string | null;
  autopay_status: AutopayStatus;
  autopay_subscription_id: string | null;
  /** 0043: the mandate set up; null before the first set-up. */
  autopay_mandate: "upi-card" | "emandate" | null;
  autopay_changed_at: Day | null;
  source_booking_id: string | null;
  tds_rate_bp?: number | null;
  late_fee_bp?: number | null;
};

/** 0063's membership_totals: sums in paise (bigint: text or number, as the driver gives it). */
export type MembershipTotalsRow = {
  mrr: Big;
  active_count: number;
  seats_by_plan: Record<string, number>;
  month_paid: Big;
  month_due: Big;
  month_overdue: Big;
  month_count: number;
  overdue_count: number;
  overdue_amount: Big;
  month_paid_invoices: Big;
  month_paid_deposits: Big;
};

export type MembershipInvoiceRow = {
  id: string;
  membership_id: string;
  period_start: Day;
  period_end: Day;
  is_first: boolean;
  invoice_id: string | null;
  issued_at: Day;
  due_date: Day;
  rent_paise: Big;
  invoice_total_paise: Big;
  deposit_paise: Big;
  amount_due_paise: Big;
  status: "due" | "paid";
  paid_at: Day | null;
  payment_method: InvoicePaymentMethod | null;
  payment_reference: string | null;
  order_id: string | null;
  number: string | null;
  cgst_paise: Big | null;
  sgst_paise: Big | null;
  igst_paise: Big | null;
  buyer_gstin: string | null;
  buyer_company: string | null;
  place_of_supply: string | null;
  holder_name: string;
  holder_email: string;
  holder_user_id: string | null;
  tds_paise?: Big | null;
};

/** A row of 0086's membership_invoice_listing: the invoice and its membership's company. */
export type ListedInvoiceRow = MembershipInvoiceRow & { company_legal_name: string | null };

/** A row of 0048's membership_tds_certificates. */
export type TdsCertificateRow = {
  id: string;
  membership_id: string;
  quarter: string;
  amount_paise: Big;
  certificate_number: string;
  recorded_at: Day;
  recorded_by: string;
};

/** A row of 0039_membership_seats.sql. */
export type MembershipSeatRow = {
  email: string;
  user_id: string | null;
  added_at: Day;
};

/** A `date` column as `yyyy-mm-dd`: PGlite and pg give a Date at UTC midnight, PostgREST text. */
export function dayOf(value: Day): string {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
const dayOrNull = (value: Day | null) => (value === null ? null : dayOf(value));
const instant = (value: Day) => new Date(value).toISOString();
const instantOrNull = (value: Day | null) => (value === null ? null : instant(value));

/** One month's rent with its GST. */
export const monthlyTotalOf = (monthlyRent: number) =>
  monthlyRent + percentOf(monthlyRent, GST_PERCENT);

/** One debit and its mandate: the one set up, else the one the debit calls for. */
function autopayOf(row: MembershipRow, monthlyRent: number, online: boolean): AutopayState {
  const debit = autopayDebitOf(monthlyRent, row.term);
  return {
    eligible: online,
    status: row.autopay_status,
    debit,
    mandate: row.autopay_mandate ?? mandateFor(debit, online),
  };
}

/** `online`: payments are taken online here, so autopay may be offered. */
export function reshapeMembership(row: MembershipRow, online: boolean): Membership {
  const monthlyRent = Number(row.monthly_rent_paise);
  const monthlyTotal = monthlyTotalOf(monthlyRent);
  const refund = row.deposit_refund;
  return {
    id: row.id,
    status: row.status,
    plan: row.plan,
    seats: row.seats,
    term: row.term,
    seatRate: Number(row.seat_rate_paise),
    monthlyRent,
    monthlyTotal,
    startDate: dayOf(row.start_date),
    endDate: dayOrNull(row.end_date),
    noticeGivenAt: instantOrNull(row.notice_given_at),
    endReason: row.end_reason,
    holder: {
      userId: row.holder_user_id,
      name: row.holder_name,
      email: row.holder_email,
      ...(row.holder_address && row.holder_state
        ? { address: row.holder_address, stateCode: row.holder_state }
        : {}),
    },
    company:
      row.company_legal_name && row.company_address && row.company_state
        ? {
            legalName: row.company_legal_name,
            gstin: row.company_gstin ?? undefined,
            billingAddress: row.company_address,
            stateCode: row.company_state,
          }
        : null,
    deposit: {
      amount: Number(row.deposit_paise),
      state: row.deposit_state,
      refundDueBy: dayOrNull(row.deposit_refund_due_by),
      refund: refund
        ? {
            method: refund.method,
            reference: refund.reference,
            deduction: refund.deduction,
            deductionReason: refund.deduction_reason ?? undefined,
            amount: refund.amount,
            refundedAt: instant(refund.refunded_at),
          }
        : null,
    },
    offeredAt: instant(row.offered_at),
    acceptedAt: instantOrNull(row.accepted_at),
    termsVersion: row.terms_version,
    autopay: autopayOf(row, monthlyRent, online),
    sourceBookingId: row.source_booking_id,
    tdsRateBp: row.tds_rate_bp ?? 0,
    lateFeeBp: row.late_fee_bp ?? null,
  };
}

/** `today`: the club date that decides whether an unpaid invoice is overdue. */
export function reshapeInvoice(row: MembershipInvoiceRow, today: string): MembershipInvoice {
  const dueDate = dayOf(row.due_date);
  return {
    id: row.id,
    membershipId: row.membership_id,
    invoiceId: row.invoice_id ?? "",
    number: row.number ?? "",
    issuedAt: instant(row.issued_at),
    periodStart: dayOf(row.period_start),
    periodEnd: dayOf(row.period_end),
    dueDate,
    rent: Number(row.rent_paise),
    cgst: Number(row.cgst_paise ?? 0),
    sgst: Number(row.sgst_paise ?? 0),
    igst: Number(row.igst_paise ?? 0),
    invoiceTotal: Number(row.invoice_total_paise),
    deposit: Number(row.deposit_paise),
    tds: Number(row.tds_paise ?? 0),
    amountDue: Number(row.amount_due_paise),
    status: row.status === "paid" ? "paid" : dueDate < today ? "overdue" : "due",
    paidAt: instantOrNull(row.paid_at),
    paymentMethod: row.payment_method,
    paymentReference: row.payment_reference,
  };
}

export const reshapeSeatUser = (row: MembershipSeatRow): SeatUser => ({
  email: row.email,
  signedIn: row.user_id !== null,
  addedAt: instant(row.added_at),
});

export const reshapeSeatOn = (row: MembershipRow): SeatOnMembership => ({
  membershipId: row.id,
  heldBy: row.company_legal_name ?? row.holder_name,
  plan: row.plan,
  planName: planName(row.plan),
  seats: row.seats,
  status: row.status,
});

/** A deposit document as 0041's functions return it (deposit-documents.ts reshapes it). */
export type DepositDocumentRow = {
  id: string;
  kind: DepositDocument["kind"];
  number: string;
  issued_at: string | Date;
  membership_id: string;
  user_id: string | null;
  supplier: Supplier;
  payer_name: string;
  payer_company: string | null;
  payer_address: string | null;
  payer_gstin: string | null;
  deposit_paise: number | string;
  amount_paise: number | string;
  deduction_paise: number | string;
  deduction_reason: string | null;
  method: string | null;
  reference: string | null;
};
