/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { asRole, migratedPGlite } from "../data/pglite";

const STAFF = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01";
const HOLDER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a51";
const SEAT_USER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a52";
const STRANGER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a53";

type CheckIn = {
  id: string;
  name: string | null;
  email: string;
  role: string;
  checked_out_at: string | null;
};

/** 0058: members and seat users check in with their personal code, once at a time. */
describe("member check-ins", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
    await db.query(
      "insert into public.staff_members (user_id, email, name) values ($1, 'meera@lotusclub.in', 'Meera')",
      [STAFF],
    );
    const { rows } = await db.query<{ id: string }>(
      `insert into public.memberships (status, plan, seats, term, seat_rate_paise, monthly_rent_paise,
         start_date, holder_user_id, holder_name, holder_email, deposit_paise, offer_token_hash,
         offered_at, offered_by)
       values ('active', 'dedicated-desk', 2, 'monthly', 600000, 1200000, '2026-11-02', $1,
         'Asha Verma', 'asha@kestrel.in', 0, 'hash-1', '2026-11-01', 'desk') returning id`,
      [HOLDER],
    );
    await db.query(
      `insert into public.membership_seats (membership_id, email, user_id, added_at, added_by)
       values ($1, 'vikram@kestrel.in', $2, '2026-11-03', 'asha@kestrel.in')`,
      [rows[0]!.id, SEAT_USER],
    );
  }, 60_000);
  afterAll(() => db.close());

  const as = <T>(sub: string, sql: string, params: unknown[] = []) =>
    asRole(db, "authenticated", sub, () => db.query<{ r: T }>(`select ${sql} as r`, params)).then(
      ({ rows }) => rows[0]!.r,
    );

  it("gives a holder and a seat user a code of their own, the same each time, and nobody else one", async () => {
    const code = await as<string>(HOLDER, "public.my_member_code()");
    expect(code).toMatch(/^M\d{7}$/);
    expect(await as<string>(HOLDER, "public.my_member_code()")).toBe(code);
    const seat = await as<string>(SEAT_USER, "public.my_member_code()");
    expect(seat).toMatch(/^M\d{7}$/);
    expect(seat).not.toBe(code);
    expect(await as(STRANGER, "public.my_member_code()")).toBeNull();
  });

  it("checks a member in by code once, lists them for today, and checks them out", async () => {
    const code = await as<string>(SEAT_USER, "public.my_member_code()");
    const first = await as<CheckIn>(STAFF, "public.staff_check_in_member($1)", [
      code.toLowerCase(),
    ]);
    expect(first).toMatchObject({ email: "vikram@kestrel.in", role: "seat", checked_out_at: null });
    expect(await as(STAFF, "public.staff_check_in_member($1)", [code])).toBeNull();
    const today = await as<CheckIn[]>(
      STAFF,
      "public.staff_list_member_check_ins((now() at time zone 'Asia/Kolkata')::date)",
    );
    expect(today.map((row) => row.email)).toEqual(["vikram@kestrel.in"]);
    const out = await as<CheckIn>(STAFF, "public.staff_check_out_member($1)", [first.id]);
    expect(out.checked_out_at).not.toBeNull();
    // Out, they may come back in the same day.
    expect(await as(STAFF, "public.staff_check_in_member($1)", [code])).not.toBeNull();
  });

  it("refuses an unknown code, and members who are not staff", async () => {
    expect(await as(STAFF, "public.staff_check_in_member('M0000000')")).toBeNull();
    const code = await as<string>(HOLDER, "public.my_member_code()");
    await expect(as(HOLDER, "public.staff_check_in_member($1)", [code])).rejects.toThrow(
      /staff only/,
    );
  });
});
