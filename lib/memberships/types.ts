import type { Paise } from "@/lib/pricing/money";

/**
 * A membership: the contract behind a desk or an office, and its invoices. App-owned shapes; the
 * rows of supabase/migrations/0026_memberships.sql become these at the module's edge. Money in
 * paise, dates as club-time calendar dates (`YYYY-MM-DD`), instants as ISO strings.
 */

export const MEMBERSHIP_PLANS = ["dedicated-desk", "managed-office", "virtual-office"] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];

export const MEMBERSHIP_TERMS = ["monthly", "quarterly", "annual"] as const;
export type MembershipTerm = (typeof MEMBERSHIP_TERMS)[number];

/** offered → active (first invoice paid) → notice → ended; cancelled before it starts. */
export type MembershipStatus = "offered" | "active" | "notice" | "ended" | "cancelled";

export type DepositState = "due" | "held" | "refund-due" | "refunded";

/** How staff record a payment taken at the desk or by bank. */
export const DESK_PAYMENT_METHODS = ["UPI", "NEFT", "cheque", "cash"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
/** How an invoice was paid: at the desk, online (Razorpay order) or by autopay (subscription). */
export type InvoicePaymentMethod = DeskPaymentMethod | "online" | "autopay";

/** The company a membership is billed to, for its books (GSTIN optional). */
export type MembershipCompany = {
  legalName: string;
  gstin?: string;
  billingAddress: string;
  /** Two-digit GST state code of the billing address, e.g. "09" for Uttar Pradesh. */
  stateCode: string;
};

export type MembershipHolder = {
  /** The member account; null until the offer is accepted by a signed-in member. */
  userId: string | null;
  name: string;
  email: string;
  /** 0085: a holder without a company, their address and its state code (rule 46(f)), if given. */
  address?: string;
  stateCode?: string;
};

export type DepositRefund = {
  method: DeskPaymentMethod;
  reference: string;
  /** Kept back, with its reason (damage, unpaid fees); 0 when none. */
  deduction: Paise;
  deductionReason?: string;
  /** What went back: the deposit less the deduction. */
  amount: Paise;
  refundedAt: string;
};

export type MembershipDeposit = {
  amount: Paise;
  state: DepositState;
  /** The policy's deadline once it is `refund-due`: 30 days after the end date. */
  refundDueBy: string | null;
  refund: DepositRefund | null;
};

/**
 * Autopay's mandate: off (never set up); pending (set up, awaiting the bank); active (authorised
 * or charged); retrying (a debit failed, Razorpay retries it); halted (every retry failed: the
 * invoice is paid by link); cancelled (stopped at Razorpay: notice, an end, a replacement);
 * completed (every charge made).
 */
export const AUTOPAY_STATUSES = [
  "off",
  "pending",
  "active",
  "retrying",
  "halted",
  "cancelled",
  "completed",
] as const;
export type AutopayStatus = (typeof AUTOPAY_STATUSES)[number];

/**
 * Which mandate one debit calls for: a UPI or card mandate (up to ₹15,000 a debit), an e-mandate
 * (netbanking or debit card, above it), or none ("link": payments are not online here).
 */
export type AutopayMandate = "upi-card" | "emandate" | "link";

export type AutopayState = {
  /** Razorpay is configured, so autopay can be set up (the mandate follows the debit). */
  eligible: boolean;
  status: AutopayStatus;
  /** One debit: a whole period's invoice total (rent for the term's months with GST). */
  debit: Paise;
  /** The mandate set up, else the one the debit calls for. */
  mandate: AutopayMandate;
};

export type Membership = {
  id: string;
  status: MembershipStatus;
  plan: MembershipPlan;
  seats: number;
  term: MembershipTerm;
  /** Locked at signing: one seat's month. */
  seatRate: Paise;
  /** seatRate × seats: one month's rent before GST. */
  monthlyRent: Paise;
  /** One month's rent with its GST. */
  monthlyTotal: Paise;
  startDate: string;
  /** The last day of the membership, once notice is given or staff end it. */
  endDate: string | null;
  noticeGivenAt: string | null;
  endReason: string | null;
  holder: MembershipHolder;
  company: MembershipCompany | null;
  deposit: MembershipDeposit;
  offeredAt: string;
  acceptedAt: string | null;
  /** The version of the terms accepted (MEMBERSHIP_TERMS_VERSION at the time). */
  termsVersion: string | null;
  autopay: AutopayState;
  /** The desk/office request it was made from, if any. */
  sourceBookingId: string | null;
  /** TDS the holder deducts from the rent, in basis points (10 % = 1000); 0 when none (0048). */
  tdsRateBp: number;
  /** The late fee its offer stated, in basis points of an overdue invoice's total; null: none (0049). */
  lateFeeBp: number | null;
};

export type MembershipInvoiceStatus = "due" | "overdue" | "paid";

/** One period's GST tax invoice of a membership, and what is owed with it. */
export type MembershipInvoice = {
  id: string;
  membershipId: string;
  /** The tax invoice in the club's one series (PDF: GET /api/invoices/[invoiceId]). */
  invoiceId: string;
  number: string;
  issuedAt: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  rent: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** The tax invoice's total: rent + GST. */
  invoiceTotal: Paise;
  /** The security deposit collected with it (first invoice only): not a supply, no GST. */
  deposit: Paise;
  /** TDS the holder keeps back from the rent (0 when none): receivable from the tax department. */
  tds: Paise;
  /** invoiceTotal + deposit − tds: what the holder pays. */
  amountDue: Paise;
  status: MembershipInvoiceStatus;
  paidAt: string | null;
  paymentMethod: InvoicePaymentMethod | null;
  paymentReference: string | null;
};

/** The figures of an invoice before it is issued (the offer's first invoice). */
export type InvoicePreview = {
  periodStart: string;
  periodEnd: string;
  rent: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  invoiceTotal: Paise;
  deposit: Paise;
  /** TDS the holder will deduct from the rent (0048), when staff marked it; amountDue is net of it. */
  tds?: Paise;
  amountDue: Paise;
};

/** What staff fill in to make an offer (prefilled from a desk/office request). */
export type MembershipOfferInput = {
  plan: MembershipPlan;
  seats: number;
  term: MembershipTerm;
  startDate: string;
  holderName: string;
  holderEmail: string;
  company?: MembershipCompany;
  /** The request it comes from (a `dedicated-desk`/`managed-office` booking), if any. */
  sourceBookingId?: string;
};

/**
 * The review page: the offer, its first invoice and the version of the terms an acceptance
 * records (the page words the terms, from content/, with this offer's own deposit).
 */
export type MembershipOfferView = {
  membership: Membership;
  firstInvoice: InvoicePreview;
  termsVersion: string;
  /** Accepted already (the page shows that instead of the button). */
  accepted: boolean;
};

/** The dashboard's "Membership" section. */
export type MemberMembershipView = {
  membership: Membership;
  /** Newest first. */
  invoices: MembershipInvoice[];
  /** The next invoice the billing run will issue; null once the end date is set and billed. */
  nextInvoice: { date: string; amount: Paise } | null;
  /** The holder may give notice (active, no end date yet). */
  canGiveNotice: boolean;
  /** "razorpay": "Pay ₹… now" opens the checkout; "desk": pay at the front desk. */
  paymentMethod: "razorpay" | "desk";
  /** The deposit's receipt and refund voucher (0041), oldest first. */
  depositDocuments: DepositDocumentLink[];
  /** Late fees invoiced on overdue invoices (0084), newest first. */
  lateFees?: LateFee[];
};

/** A deposit document as the dashboard links it. */
export type DepositDocumentLink = {
  id: string;
  kind: "receipt" | "refund_voucher";
  number: string;
  amount: Paise;
};

/** The console's figures: monthly recurring revenue, seats by plan, invoices overdue. */
export type MembershipTotals = {
  /** Sum of active and notice memberships' monthly rent, before GST. */
  mrr: Paise;
  seatsByPlan: Record<MembershipPlan, number>;
  activeCount: number;
  /** This club month's invoices (issued this month). */
  thisMonth: { paid: Paise; due: Paise; overdue: Paise; count: number };
  /** This month's `paid` apart: tax invoices (rent + GST) and deposits (no GST); they add up. */
  paidApart: { invoices: Paise; deposits: Paise };
  overdue: { count: number; amount: Paise };
};

/**
 * The staff page "Members and billing": each list one keyset page, newest first (0086), and
 * in `next` the id to pass back for the following page (none on the last page).
 */
export type StaffMembershipsView = {
  memberships: Membership[];
  /** Issued this club month, newest first, with the membership's holder. */
  invoices: (MembershipInvoice & { holderName: string; company: string | null })[];
  /** Unpaid invoices past their due date issued before this month (the month's are in `invoices`). */
  overdue: (MembershipInvoice & { holderName: string; company: string | null })[];
  /** Memberships whose deposit is `refund-due`. */
  depositsToRefund: Membership[];
  totals: MembershipTotals;
  next: StaffMembershipsPages;
};

/** The page of each list of "Members and billing": the id of the row shown last before it. */
export type StaffMembershipsPages = Partial<
  Record<"memberships" | "invoices" | "overdue" | "depositsToRefund", string>
>;

export type BillingRunReport = {
  /** Invoices issued by this run (0 when another run issued them first). */
  issued: number;
  /** Reminders owed by this run (each once per invoice and kind). */
  reminders: number;
  /** Memberships whose end date passed and were ended. */
  ended: number;
};

/** One entry of a membership's activity log: an offer, an acceptance, a payment, an early end. */
export type MembershipActivity = {
  at: string;
  actor: string;
  action: string;
  detail: string | null;
};

/** A person on a company's membership besides its holder, named by e-mail (0039). */
export type SeatUser = {
  email: string;
  /** Whether they have signed in since being added (their account is bound to the seat). */
  signedIn: boolean;
  addedAt: string;
};

/** The holder's "Seat users": who sits on the membership, out of how many seats. */
export type MembershipSeatsView = {
  membershipId: string;
  seats: number;
  seatUsers: SeatUser[];
};

/** A seat the signed-in member sits on: whose membership, its plan and seats; never its invoices. */
export type SeatOnMembership = {
  membershipId: string;
  /** The company's legal name, else the holder's name. */
  heldBy: string;
  plan: MembershipPlan;
  /** As the pricing pages name it, e.g. "Dedicated Desk". */
  planName: string;
  seats: number;
  status: MembershipStatus;
};

/** A late fee invoiced on an overdue membership invoice (0084), as member and staff read it. */
export type LateFee = {
  id: string;
  membershipId: string;
  /** The company's legal name, else the holder's name. */
  holder: string;
  /** The overdue membership invoice it is charged on, and that invoice's number. */
  membershipInvoiceId: string;
  overdueInvoiceNumber: string;
  /** The fee's own tax invoice (PDF: GET /api/invoices/[invoiceId]). */
  invoiceId: string;
  number: string;
  /** The club date it fell due: the overdue invoice's due date + 10 days. */
  feeDate: string;
  rateBp: number;
  /** What the member pays, GST included. */
  amount: Paise;
  issuedAt: string;
  status: "due" | "paid" | "reversed";
  paidAt: string | null;
  /** The credit note that reversed it, and why. */
  creditNoteId: string | null;
  creditNoteNumber: string | null;
  reversalReason: string | null;
};
