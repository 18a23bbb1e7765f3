import { embeddedCaller, type SqlQueryable } from "@/lib/db";
import { createCompanyStore, type CompanyStore } from "@/lib/memberships/company/store";
import type { MembershipStore } from "@/lib/memberships/store";
import { loadPGlite } from "../data/pglite";
import { activeDesk, at, DESK_OFFER, resetMemberships } from "./membership-db";

/** Company billing's fixtures (0100): a company's two desks, a seat user, bookings on it. */

export const SEAT_USER = "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e11";
export const SEAT_EMAIL = "ravi@kestrel.in";
export const OTHER_SEAT_USER = "6d2f3e4a-5b6c-4d7e-8f9a-0b1c2d3e4f12";
export const OTHER_SEAT_EMAIL = "neha@kestrel.in";
export const KESTREL = {
  legalName: "Kestrel Labs Pvt Ltd",
  billingAddress: "Sector 62, Noida",
  stateCode: "09",
};

export const companyStoreOn = (db: SqlQueryable): CompanyStore =>
  createCompanyStore(embeddedCaller(async () => db));

/**
 * A 2-desk company membership from `startDate`, its first invoice paid, with Ravi on a seat
 * (signed in, so bound to his account) and booking on the company switched on (`cap` hours).
 */
export async function kestrelDesks(
  db: SqlQueryable,
  store: MembershipStore,
  { startDate = "2027-01-01", cap = 40 } = {},
) {
  const { membership } = await activeDesk(db, store, {
    offer: { ...DESK_OFFER, seats: 2, startDate, company: KESTREL },
  });
  await store.addSeat(membership.id, SEAT_EMAIL, "desk", at("2026-11-27T06:00:00Z"));
  await store.seated(SEAT_USER, SEAT_EMAIL);
  await companyStoreOn(db).setBilling(
    membership.id,
    { enabled: true, unit: "hours", cap },
    "holder",
    at("2026-11-27T07:00:00Z"),
  );
  return membership.id;
}

/**
 * Runs `work` with the embedded database's clock at `iso`: PGlite reads the host's clock
 * (Date.now of the realm it was loaded in, outside jest's sandbox), and book_for, the member
 * rate and credit (0092) run on the database's `now()`: the worked example's January dates hold
 * whatever day the test runs.
 */
export async function atDatabaseTime<T>(iso: string, work: () => Promise<T>): Promise<T> {
  const realm = (Object.getPrototypeOf(loadPGlite().PGlite).constructor as FunctionConstructor)(
    "return globalThis",
  )() as typeof globalThis;
  const real = realm.Date.now;
  realm.Date.now = () => Date.parse(iso);
  try {
    return await work();
  } finally {
    realm.Date.now = real;
  }
}

/** Ravi books the 4-seater on the company (public.book_on_company), as the database sees it at `iso`. */
export async function roomOnCompany(
  db: SqlQueryable,
  iso: string,
  { date, time = "10:00", hours }: { date: string; time?: string; hours: number },
) {
  const request = { kind: "meeting-room", room: "4-seater", date, time, hours, techSupport: false };
  const { rows } = await atDatabaseTime(iso, () =>
    db.query<{ id: string }>("select id from public.book_on_company($1, $2, $3)", [
      SEAT_USER,
      JSON.stringify(request),
      JSON.stringify({ name: "Ravi Kumar", email: SEAT_EMAIL }),
    ]),
  );
  return rows[0]!.id;
}

export async function resetCompany(db: SqlQueryable & { exec(sql: string): Promise<unknown> }) {
  await db.exec(`
    truncate public.credit_ledger;
    delete from public.company_charges;
    delete from public.membership_company_billing;
    delete from public.membership_admins;
    delete from public.bookings;
  `);
  await resetMemberships(db);
}
