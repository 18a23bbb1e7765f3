import type { MemberMembershipView, Membership, MembershipInvoice } from "@/lib/memberships/types";

/** One dedicated desk from 17 December 2026, as the worked example (figures in paise). */
export function desk(extra: Partial<Membership> = {}): Membership {
  return {
    id: "m-1",
    status: "active",
    plan: "dedicated-desk",
    seats: 1,
    term: "monthly",
    seatRate: 600_000,
    monthlyRent: 600_000,
    monthlyTotal: 708_000,
    startDate: "2026-12-17",
    endDate: null,
    noticeGivenAt: null,
    endReason: null,
    holder: { userId: "u-1", name: "Asha Verma", email: "asha@example.in" },
    company: null,
    deposit: { amount: 2_400_000, state: "held", refundDueBy: null, refund: null },
    offeredAt: "2026-12-10T05:00:00.000Z",
    acceptedAt: "2026-12-11T05:00:00.000Z",
    termsVersion: "2026-11",
    autopay: { eligible: true, status: "off", debit: 708_000, mandate: "upi-card" },
    sourceBookingId: null,
    tdsRateBp: 0,
    lateFeeBp: null,
    ...extra,
  };
}

export function invoice(extra: Partial<MembershipInvoice> = {}): MembershipInvoice {
  return {
    id: "mi-1",
    membershipId: "m-1",
    invoiceId: "inv-1",
    number: "LC/26-27/000101",
    issuedAt: "2026-12-11T05:00:00.000Z",
    periodStart: "2026-12-17",
    periodEnd: "2026-12-31",
    dueDate: "2026-12-17",
    rent: 290_323,
    cgst: 26_129,
    sgst: 26_129,
    igst: 0,
    invoiceTotal: 342_581,
    deposit: 2_400_000,
    tds: 0,
    amountDue: 2_742_581,
    status: "paid",
    paidAt: "2026-12-11T06:00:00.000Z",
    paymentMethod: "online",
    paymentReference: "pay_1",
    ...extra,
  };
}

export const january = invoice({
  id: "mi-2",
  invoiceId: "inv-2",
  number: "LC/26-27/000140",
  issuedAt: "2026-12-31T18:30:00.000Z",
  periodStart: "2027-01-01",
  periodEnd: "2027-01-31",
  dueDate: "2027-01-05",
  rent: 600_000,
  cgst: 54_000,
  sgst: 54_000,
  invoiceTotal: 708_000,
  deposit: 0,
  amountDue: 708_000,
  status: "due",
  paidAt: null,
  paymentMethod: null,
  paymentReference: null,
});

export function view(extra: Partial<MemberMembershipView> = {}): MemberMembershipView {
  return {
    membership: desk(),
    invoices: [january, invoice()],
    nextInvoice: { date: "2027-02-01", amount: 708_000 },
    canGiveNotice: true,
    paymentMethod: "razorpay",
    depositDocuments: [],
    ...extra,
  };
}
