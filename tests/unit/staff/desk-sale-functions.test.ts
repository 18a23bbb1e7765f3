/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { asRole, migratedPGlite } from "../data/pglite";
import { weekdayAhead } from "../bookings/route-helpers";

const STAFF = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01";
const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a31";
const CONTACT = JSON.stringify({ name: "Kabir Mehta", email: "kabir@example.in" });

type Row = { status: string; payment_status: string; user_id: string; hold_expires_at: string };

/** 0056_desk_sales.sql: a desk sale books by the online rules, and is never a payment hold. */
describe("staff_sell_booking", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
    await db.query(
      "insert into public.staff_members (user_id, email, name) values ($1, 'meera@lotusclub.in', 'Meera')",
      [STAFF],
    );
    // Payments online: what a member books is a hold until paid (0010).
    await db.exec("set app.payment_hold_seconds = '900'");
  }, 60_000);
  afterAll(() => db.close());

  const sell = (
    sub: string,
    request: object,
    method = "upi",
    reference: string | null = "UTR12345",
  ) =>
    asRole(db, "authenticated", sub, () =>
      db.query<{ r: Row }>(
        "select to_jsonb(public.staff_sell_booking(null, $1, $2, $3, $4)) as r",
        [JSON.stringify(request), CONTACT, method, reference],
      ),
    ).then(({ rows }) => rows[0]!.r);

  const dayPass = () => ({ kind: "day-pass", date: weekdayAhead(2) });

  it("stores a sale confirmed and paid at the desk, for a fresh owner, even with payments online", async () => {
    const row = await sell(STAFF, dayPass());
    expect(row).toMatchObject({ status: "confirmed", payment_status: "paid-at-front-desk" });
    expect(row.hold_expires_at).toBeNull();
    expect(row.user_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves a member's own booking a hold, through book() as before", async () => {
    const { rows } = await asRole(db, "authenticated", MEMBER, () =>
      db.query<{ r: Row }>("select to_jsonb(public.book($1, $2)) as r", [
        JSON.stringify(dayPass()),
        CONTACT,
      ]),
    );
    expect(rows[0]!.r).toMatchObject({ status: "pending_payment", user_id: MEMBER });
  });

  it("refuses members, desk requests, a UPI payment without its reference, and book_for itself", async () => {
    await expect(sell(MEMBER, dayPass())).rejects.toThrow(/staff only/);
    await expect(
      sell(STAFF, {
        kind: "dedicated-desk",
        seats: 1,
        term: "monthly",
        moveInDate: weekdayAhead(5),
      }),
    ).rejects.toThrow(/not sold at the desk/);
    await expect(sell(STAFF, dayPass(), "upi", null)).rejects.toThrow(
      /bookings_desk_payment_check/,
    );
    await expect(sell(STAFF, dayPass(), "cheque")).rejects.toThrow(/bookings_desk_payment_check/);
    await expect(
      asRole(db, "authenticated", STAFF, () =>
        db.query("select public.book_for($1, $2, $3)", [
          MEMBER,
          JSON.stringify(dayPass()),
          CONTACT,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
