/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { bookOnCompanyWith } from "@/lib/memberships/company/actions";
import type { CompanyStore } from "@/lib/memberships/company/store";
import type { MembershipStore } from "@/lib/memberships/store";
import { clubToday } from "@/lib/pricing/club-time";
import { weekdayAhead } from "../bookings/route-helpers";
import { migratedPGlite } from "../data/pglite";
import {
  companyStoreOn,
  kestrelDesks,
  OTHER_SEAT_USER,
  resetCompany,
  roomOnCompany,
  SEAT_EMAIL,
  SEAT_USER,
} from "./company-db";
import { at, storeOn, SUPPLIER } from "./membership-db";

let db: PGlite;
let store: MembershipStore;
let company: CompanyStore;
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
  company = companyStoreOn(db);
}, 300_000);
afterAll(() => db.close());
beforeEach(() => resetCompany(db));

// Booked in early January, as the database's clock sees it (book_for's lead time and window).
const JAN_5 = "2027-01-05T06:00:00Z";

type Line = { description: string; taxCode: { code: string }; taxableValue: number; cgst: number };

async function invoiceOf(membershipId: string, periodStart: string) {
  const { rows } = await db.query<{
    lines: Line[];
    taxable_paise: string;
    rent_paise: string;
    id: string;
  }>(
    `select i.lines, i.taxable_paise, mi.rent_paise, mi.id from public.membership_invoices mi
     join public.invoices i on i.id = mi.invoice_id
     where mi.membership_id = $1 and mi.period_start = $2`,
    [membershipId, periodStart],
  );
  return rows[0];
}

const charges = async () =>
  (
    await db.query<{
      booking_id: string;
      membership_invoice_id: string | null;
      cancelled: boolean;
    }>(
      `select booking_id, membership_invoice_id, cancelled_at is not null as cancelled
       from public.company_charges order by booked_on`,
    )
  ).rows;

describe("bookings on the company, billed on the next membership invoice", () => {
  it("puts each on the next period's invoice beside the rent, once, under the rooms' SAC", async () => {
    const id = await kestrelDesks(db, store);
    // At the member rate (20 % off ₹600 an hour); the holder shares no credit with seat users.
    await roomOnCompany(db, JAN_5, { date: "2027-01-12", hours: 2 });
    await roomOnCompany(db, JAN_5, { date: "2027-01-19", hours: 1 });
    const booking = await db.query<{ status: string; payment_status: string }>(
      "select status, payment_status from public.bookings order by date limit 1",
    );
    expect(booking.rows[0]).toEqual({ status: "confirmed", payment_status: "billed-to-company" });

    // January's run bills nothing of January's bookings: they wait for February's invoice.
    await runBillingWith(store, SUPPLIER, at("2027-01-20T03:00:00Z"));
    expect((await charges()).every((c) => c.membership_invoice_id === null)).toBe(true);

    await runBillingWith(store, SUPPLIER, at("2027-02-01T03:00:00Z"));
    await runBillingWith(store, SUPPLIER, at("2027-02-02T03:00:00Z"));
    const february = (await invoiceOf(id, "2027-02-01"))!;
    expect(february.lines.map((l) => [l.taxCode.code, l.taxableValue])).toEqual([
      ["997212", 1_200_000],
      ["997212", 96_000],
      ["997212", 48_000],
    ]);
    expect(february.lines[1]!.description).toBe(
      "4-Seater Meeting Room, 12 Jan 2027, booked by Ravi Kumar: 2 hours",
    );
    // The membership invoice's rent is rent; the tax invoice carries the rooms beside it.
    expect(Number(february.rent_paise)).toBe(1_200_000);
    expect(Number(february.taxable_paise)).toBe(1_344_000);
    expect(await charges()).toEqual([
      expect.objectContaining({ membership_invoice_id: february.id }),
      expect.objectContaining({ membership_invoice_id: february.id }),
    ]);
    // March's invoice is rent alone: nothing is billed twice.
    await runBillingWith(store, SUPPLIER, at("2027-03-01T03:00:00Z"));
    expect((await invoiceOf(id, "2027-03-01"))!.lines).toHaveLength(1);
  });

  it("never bills a cancelled booking", async () => {
    const id = await kestrelDesks(db, store);
    await roomOnCompany(db, JAN_5, { date: "2027-01-12", hours: 2 });
    const cancelled = await roomOnCompany(db, JAN_5, { date: "2027-01-13", hours: 3 });
    await db.query(
      "update public.bookings set status = 'cancelled', cancelled_at = now() where id = $1",
      [cancelled],
    );
    await runBillingWith(store, SUPPLIER, at("2027-02-01T03:00:00Z"));
    expect((await invoiceOf(id, "2027-02-01"))!.lines.map((l) => l.taxableValue)).toEqual([
      1_200_000, 96_000,
    ]);
    expect((await charges()).map((c) => c.cancelled)).toEqual([false, true]);
  });

  it("refuses a charge named by a second invoice in the database itself", async () => {
    const id = await kestrelDesks(db, store);
    await roomOnCompany(db, JAN_5, { date: "2027-01-12", hours: 2 });
    await runBillingWith(store, SUPPLIER, at("2027-02-01T03:00:00Z"));
    const february = (await invoiceOf(id, "2027-02-01"))!;
    // The same tax invoice issued again under another reference: its line names the charge.
    await expect(
      db.query(
        `select public.issue_invoice('invoice', 'again', now(), to_jsonb(i) - 'id' - 'series'
           - 'number' - 'serial' - 'financial_year' - 'issued_at' - 'payment_ref' - 'created_at')
         from public.invoices i join public.membership_invoices mi on mi.invoice_id = i.id
         where mi.id = $1`,
        [february.id],
      ),
    ).rejects.toThrow(/billed already/);
  });
});

describe("who books on the company, and the cap", () => {
  const request = (date: string, hours: number) => ({
    kind: "meeting-room",
    room: "4-seater",
    date,
    time: "10:00",
    hours,
    techSupport: false,
  });
  const contact = { name: "Ravi Kumar", email: SEAT_EMAIL };
  // Booked through book_for, on the database's clock: a membership running from today.
  const TODAY = clubToday(new Date());

  it("books a seat user's room confirmed, without a payment, through book_for", async () => {
    await kestrelDesks(db, store, { startDate: TODAY });
    const booking = await bookOnCompanyWith(
      company,
      SEAT_USER,
      request(weekdayAhead(3), 2),
      contact,
    );
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "billed-to-company",
      hours: 2,
      userId: SEAT_USER,
    });
    expect((await charges()).map((c) => c.booking_id)).toEqual([booking.id]);
  });

  it("refuses someone the company has not let book on it, and over the cap says what is left", async () => {
    await kestrelDesks(db, store, { startDate: TODAY, cap: 3 });
    await expect(
      bookOnCompanyWith(company, OTHER_SEAT_USER, request(weekdayAhead(3), 1), contact),
    ).rejects.toMatchObject({
      code: "forbidden",
      message:
        "Your company has not let you book on its account. Ask your company's admin, or pay for this booking yourself.",
    });
    const date = weekdayAhead(3);
    await bookOnCompanyWith(company, SEAT_USER, request(date, 2), contact);
    const month = new Date(`${date.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    await expect(
      bookOnCompanyWith(company, SEAT_USER, { ...request(date, 2), time: "14:00" }, contact),
    ).rejects.toMatchObject({
      code: "conflict",
      message: `This booking is over Kestrel Labs Pvt Ltd's monthly limit of 3 hours per person: you have 1 hour left in ${month}. Book fewer hours, or pay for it yourself.`,
    });
    // Refused whole: no booking, no charge.
    expect(await charges()).toHaveLength(1);
    expect((await db.query("select 1 from public.bookings")).rows).toHaveLength(1);
  });

  it("refuses a booking whose month ends after the membership: no invoice would bill it", async () => {
    const id = await kestrelDesks(db, store, { startDate: TODAY });
    const date = weekdayAhead(3);
    await db.query("update public.memberships set status = 'notice', end_date = $2 where id = $1", [
      id,
      date,
    ]);
    await expect(
      bookOnCompanyWith(company, SEAT_USER, request(date, 1), contact),
    ).rejects.toMatchObject({
      code: "conflict",
      message:
        "Your company's membership ends before this booking could be invoiced to it. Book it on your own account instead.",
    });
  });
});
