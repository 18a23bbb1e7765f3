import { embeddedCaller, type SqlQueryable } from "@/lib/db";
import { createInsightsStore, type InsightsStore } from "@/lib/insights/store";

/**
 * A worked club for the owner's numbers, at NOW (Monday 15 March 2027, club time). Memberships
 * (monthly rent in paise):
 * - company X (GSTIN): a 2-seat desk from 1 January to 28 February (₹12,000), then a 4-seat
 *   office from 1 March (₹36,000): March's expansion of ₹24,000;
 * - Bela: a desk from 15 January (₹6,000), new in January;
 * - Chand: a 2-seat office, December and January (₹18,000): February's churn;
 * - Dev: a virtual office from 10 February (₹1,500), new in February;
 * - Esha: a 3-seat desk, December and January (₹18,000), then one seat from 1 February
 *   (₹6,000): February's contraction of ₹12,000;
 * - an offer never accepted and a cancelled one, which never ran.
 * Invoices: rent, a room, the studio (half credited back the next day), a day pass issued at
 * 00:30 on 1 February club time, store goods, and a membership invoice carrying a room line.
 * Bookings: the week of 8 March, 4-seater 2 h confirmed + 1 h no-show (+ 1 h cancelled, not
 * counted), the studio 4 h.
 */
export const NOW = new Date("2027-03-15T06:00:00Z");

const X = "09AAACL1234F1Z5";
const user = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;

export const storeOn = (db: SqlQueryable): InsightsStore =>
  createInsightsStore(embeddedCaller(async () => db));

type Membership = {
  status: string;
  plan: string;
  seats: number;
  rate: number;
  start: string;
  end?: string;
  holder: number;
  gstin?: string;
  deposit: number;
  depositState: string;
};

const MEMBERSHIPS: Membership[] = [
  {
    status: "ended",
    plan: "dedicated-desk",
    seats: 2,
    rate: 600_000,
    start: "2027-01-01",
    end: "2027-02-28",
    holder: 1,
    gstin: X,
    deposit: 4_800_000,
    depositState: "refund-due",
  },
  {
    status: "active",
    plan: "managed-office",
    seats: 4,
    rate: 900_000,
    start: "2027-03-01",
    holder: 1,
    gstin: X,
    deposit: 14_400_000,
    depositState: "held",
  },
  {
    status: "active",
    plan: "dedicated-desk",
    seats: 1,
    rate: 600_000,
    start: "2027-01-15",
    holder: 2,
    deposit: 2_400_000,
    depositState: "held",
  },
  {
    status: "ended",
    plan: "managed-office",
    seats: 2,
    rate: 900_000,
    start: "2026-12-01",
    end: "2027-01-31",
    holder: 3,
    deposit: 7_200_000,
    depositState: "refunded",
  },
  {
    status: "active",
    plan: "virtual-office",
    seats: 1,
    rate: 150_000,
    start: "2027-02-10",
    holder: 4,
    deposit: 0,
    depositState: "due",
  },
  {
    status: "ended",
    plan: "dedicated-desk",
    seats: 3,
    rate: 600_000,
    start: "2026-12-01",
    end: "2027-01-31",
    holder: 5,
    deposit: 7_200_000,
    depositState: "refunded",
  },
  {
    status: "active",
    plan: "dedicated-desk",
    seats: 1,
    rate: 600_000,
    start: "2027-02-01",
    holder: 5,
    deposit: 2_400_000,
    depositState: "held",
  },
  {
    status: "offered",
    plan: "dedicated-desk",
    seats: 5,
    rate: 600_000,
    start: "2027-01-01",
    holder: 6,
    deposit: 12_000_000,
    depositState: "due",
  },
  {
    status: "cancelled",
    plan: "managed-office",
    seats: 6,
    rate: 900_000,
    start: "2027-01-01",
    holder: 7,
    deposit: 21_600_000,
    depositState: "due",
  },
];

const ROOM_4 = "b0000000-0000-4000-8000-000000000004";
const STUDIO = "b0000000-0000-4000-8000-000000000005";

type Invoice = {
  number: string;
  series: "invoice" | "credit_note";
  issuedAt: string;
  subject: string;
  subjectId: string;
  creditNoteFor?: string;
  lines: { taxableValue: number; code: string; scheme?: string; product?: string }[];
};

const INVOICES: Invoice[] = [
  {
    number: "LC/26-27/000001",
    series: "invoice",
    issuedAt: "2027-01-05T04:00:00Z",
    subject: "membership",
    subjectId: "m1",
    lines: [{ taxableValue: 1_200_000, code: "997212" }],
  },
  {
    number: "LC/26-27/000002",
    series: "invoice",
    issuedAt: "2027-01-12T06:00:00Z",
    subject: "booking",
    subjectId: ROOM_4,
    lines: [{ taxableValue: 120_000, code: "997212" }],
  },
  {
    number: "LC/26-27/000003",
    series: "invoice",
    issuedAt: "2027-02-03T06:00:00Z",
    subject: "booking",
    subjectId: STUDIO,
    lines: [{ taxableValue: 500_000, code: "997212" }],
  },
  {
    number: "CN/26-27/000001",
    series: "credit_note",
    issuedAt: "2027-02-04T06:00:00Z",
    subject: "booking",
    subjectId: STUDIO,
    creditNoteFor: "LC/26-27/000003",
    lines: [{ taxableValue: 250_000, code: "997212" }],
  },
  // 00:30 on 1 February in club time: February's.
  {
    number: "LC/26-27/000004",
    series: "invoice",
    issuedAt: "2027-01-31T19:00:00Z",
    subject: "day-pass",
    subjectId: "d1",
    lines: [{ taxableValue: 42_288, code: "997212" }],
  },
  {
    number: "LC/26-27/000005",
    series: "invoice",
    issuedAt: "2027-03-02T06:00:00Z",
    subject: "store-order",
    subjectId: "o1",
    lines: [{ taxableValue: 84_746, code: "6109", scheme: "HSN" }],
  },
  {
    number: "LC/26-27/000006",
    series: "invoice",
    issuedAt: "2027-03-03T04:00:00Z",
    subject: "membership",
    subjectId: "m2",
    lines: [
      { taxableValue: 3_600_000, code: "997212" },
      { taxableValue: 100_000, code: "997212", product: "rooms" },
    ],
  },
];

/** Inserts the worked club (row triggers off, as the scale seed does: facts, not flows). */
export async function seedWorkedClub(db: SqlQueryable & { exec(sql: string): Promise<unknown> }) {
  await db.exec("set session_replication_role = replica");
  for (const [i, m] of MEMBERSHIPS.entries()) {
    await db.query(
      `insert into public.memberships (status, plan, seats, term, seat_rate_paise, monthly_rent_paise,
         start_date, end_date, holder_user_id, holder_name, holder_email, company_legal_name,
         company_gstin, company_address, company_state, deposit_paise, deposit_state,
         offer_token_hash, offered_at, offered_by)
       values ($1, $2, $3::int, 'monthly', $4::bigint, $4::bigint * $3::int, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
         $16, '2026-11-20T06:00:00Z', 'desk@lotusclub.in')`,
      [
        m.status,
        m.plan,
        m.seats,
        m.rate,
        m.start,
        m.end ?? null,
        user(m.holder),
        `Holder ${m.holder}`,
        `holder${m.holder}@example.com`,
        m.gstin ? "X Labs Pvt Ltd" : null,
        m.gstin ?? null,
        m.gstin ? "Sector 62, Noida" : null,
        m.gstin ? "09" : null,
        m.deposit,
        m.depositState,
        `worked-${i}`,
      ],
    );
  }
  await db.query(
    `insert into public.bookings (id, user_id, kind, resource, starts_at, ends_at, date, hours, quote,
       total_paise, contact_name, contact_email, status, cancelled_at, created_at)
     select id::uuid, $1::uuid, kind, resource, starts::timestamptz, ends::timestamptz,
            (starts::timestamptz at time zone 'Asia/Kolkata')::date,
            extract(epoch from ends::timestamptz - starts::timestamptz)::int / 3600, jsonb_build_object('kind', kind),
            59000, 'Booker', 'booker@example.com', status,
            case when status = 'cancelled' then starts::timestamptz end,
            starts::timestamptz - interval '2 days'
     from (values
       ($2, 'meeting-room', '4-seater', '2027-01-12T04:30:00Z', '2027-01-12T06:30:00Z', 'confirmed'),
       ($3, 'podcast-studio', 'studio', '2027-02-05T04:30:00Z', '2027-02-05T06:30:00Z', 'confirmed'),
       (gen_random_uuid()::text, 'meeting-room', '4-seater', '2027-03-09T04:30:00Z', '2027-03-09T06:30:00Z', 'confirmed'),
       (gen_random_uuid()::text, 'meeting-room', '4-seater', '2027-03-10T08:30:00Z', '2027-03-10T09:30:00Z', 'no-show'),
       (gen_random_uuid()::text, 'meeting-room', '4-seater', '2027-03-11T04:30:00Z', '2027-03-11T05:30:00Z', 'cancelled'),
       (gen_random_uuid()::text, 'podcast-studio', 'studio', '2027-03-12T03:30:00Z', '2027-03-12T07:30:00Z', 'confirmed')
     ) b (id, kind, resource, starts, ends, status)`,
    [user(2), ROOM_4, STUDIO],
  );
  for (const [serial, inv] of INVOICES.entries()) {
    const lines = inv.lines.map((l) => ({
      description: "Worked line",
      taxCode: { scheme: l.scheme ?? "SAC", code: l.code, gstPercent: 18 },
      quantity: 1,
      taxableValue: l.taxableValue,
      cgst: Math.round(l.taxableValue * 0.09),
      sgst: Math.round(l.taxableValue * 0.09),
      igst: 0,
      total: l.taxableValue + 2 * Math.round(l.taxableValue * 0.09),
      ...(l.product ? { product: l.product } : {}),
    }));
    const taxable = lines.reduce((s, l) => s + l.taxableValue, 0);
    const half = lines.reduce((s, l) => s + l.cgst, 0);
    await db.query(
      `insert into public.invoices (series, financial_year, serial, number, issued_at, payment_ref,
         credit_note_for, subject, subject_id, supply, place_of_supply, supplier, buyer_name, lines,
         tax_lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, amount_in_words)
       values ($1, '2026-27', $2, $3, $4, $5, (select id from public.invoices where number = $6),
         $7, $8, 'intra-state', '09', '{}'::jsonb, 'Buyer', $9::jsonb, '[]'::jsonb, $10::bigint,
         $11::bigint, $11::bigint, 0, $10::bigint + 2 * $11::bigint, 'Words')`,
      [
        inv.series,
        serial + 1,
        inv.number,
        inv.issuedAt,
        `ref-${serial}`,
        inv.creditNoteFor ?? null,
        inv.subject,
        inv.subjectId,
        JSON.stringify(lines),
        taxable,
        half,
      ],
    );
  }
  await db.exec("set session_replication_role = origin");
}
