import { embeddedCaller, type SqlQueryable } from "@/lib/db";
import { createCompanyStore, type CompanyStore } from "@/lib/memberships/company/store";
import type { MembershipStore } from "@/lib/memberships/store";
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
 * A 4-seater booked for Ravi on a fixed club date, as book_for stores it (its quote by the same
 * SQL). Inserted here, not through book_for, whose lead time and two-month window run on the
 * database's own clock: the worked example's January dates must hold whatever day the test runs.
 */
export async function roomOn(db: SqlQueryable, date: string, time: string, hours: number) {
  const request = { kind: "meeting-room", room: "4-seater", date, time, hours, techSupport: false };
  const { rows } = await db.query<{ id: string }>(
    `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote,
       total_paise, contact_name, contact_email, status, payment_status)
     select $1, 'meeting-room', '4-seater', s, s + make_interval(hours => $4), $2::date, $4, q,
       (q ->> 'total')::bigint, 'Ravi Kumar', $6, 'confirmed', 'due-at-front-desk'
     from (select ($2::date + $3::time) at time zone 'Asia/Kolkata' as s,
                  public.quote_booking($5::jsonb) as q) x
     returning id`,
    [SEAT_USER, date, time, hours, JSON.stringify(request), SEAT_EMAIL],
  );
  return rows[0]!.id;
}

export async function resetCompany(db: SqlQueryable & { exec(sql: string): Promise<unknown> }) {
  await db.exec(`
    delete from public.company_charges;
    delete from public.membership_company_billing;
    delete from public.membership_admins;
    delete from public.bookings;
  `);
  await resetMemberships(db);
}

/**
 * Until engineer "credits"' credit_draw (0089-0094) is merged: a stand-in covering nothing, so
 * the company's charges are the whole value. Gone once the real one is here.
 */
export async function ensureCreditDraw(db: SqlQueryable) {
  await db.query(`do $$ begin
    if to_regprocedure('public.credit_draw(uuid, uuid, text, bigint, timestamptz)') is null then
      create function public.credit_draw(p_user uuid, p_booking uuid, p_applies_to text,
        p_value bigint, p_at timestamptz) returns bigint language sql as 'select 0::bigint';
    end if;
  end $$`);
}
