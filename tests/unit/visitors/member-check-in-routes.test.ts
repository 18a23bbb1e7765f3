/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST as checkInByCode } from "@/app/api/staff/members/check-in/route";
import { POST as checkInById } from "@/app/api/staff/members/check-in/[userId]/route";
import { GET as search } from "@/app/api/staff/members/search/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { MEMBER_CHECK_IN_TEXT } from "@/lib/visitors/rules";
import {
  createTempDataDir,
  get,
  jsonPost,
  nextClientIp,
  signUpMember,
  type Member,
} from "../bookings/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

const folder = createTempDataDir();
const STAFF = `check-ins-${Date.now()}@lotusclub.in`;
process.env.STAFF_EMAILS = STAFF;

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const db = () => getEmbeddedDatabase(folder);
const byCode = (code: string, cookie: string) =>
  checkInByCode(
    jsonPost(
      "/api/staff/members/check-in",
      { code },
      { clientIp: nextClientIp(), headers: { cookie } },
    ),
  );
const byId = (userId: string, cookie: string) =>
  checkInById(
    jsonPost(
      `/api/staff/members/check-in/${userId}`,
      {},
      { clientIp: nextClientIp(), headers: { cookie } },
    ),
    { params: Promise.resolve({ userId }) },
  );
const find = (query: string, cookie: string) =>
  search(get(`/api/staff/members/search?q=${encodeURIComponent(query)}`, { cookie }));

/**
 * The desk's member check-in routes (0058 by code, 0076 by name): who may, and what each answer
 * says to reception.
 */
describe("member check-in through the desk's routes", () => {
  let staff: Member;
  let holder: Member;
  let seatUser: Member;
  let outsider: Member;
  beforeAll(async () => {
    staff = await signUpMember("desk", "Meera");
    holder = await signUpMember("holder", "Asha Verma");
    seatUser = await signUpMember("seat", "Vikram Rao");
    outsider = await signUpMember("outsider", "Ravi Kumar");
    const database = await db();
    await database.query("update embedded_auth.users set email = $2 where email = $1", [
      staff.email,
      STAFF,
    ]);
    const { rows } = await database.query<{ id: string }>(
      `insert into public.memberships (status, plan, seats, term, seat_rate_paise, monthly_rent_paise,
         start_date, holder_user_id, holder_name, holder_email, company_legal_name, company_address, company_state, deposit_paise,
         offer_token_hash, offered_at, offered_by)
       values ('active', 'dedicated-desk', 2, 'monthly', 600000, 1200000, '2026-11-02', $1,
         'Asha Verma', $2, 'Kestrel Analytics Pvt Ltd', 'Sector 127, Noida', '09', 0, $3, '2026-11-01', 'desk') returning id`,
      [holder.id, holder.email, `hash-${Date.now()}`],
    );
    await database.query(
      `insert into public.membership_seats (membership_id, email, user_id, added_at, added_by)
       values ($1, $2, $3, '2026-11-03', $4)`,
      [rows[0]!.id, seatUser.email, seatUser.id, holder.email],
    );
    await database.query(
      "insert into public.member_codes (user_id, code) values ($1, 'M1234567'), ($2, 'M7654321')",
      [holder.id, outsider.id],
    );
  });

  it("is for staff only: a member gets 403 from each route", async () => {
    expect((await byCode("M1234567", holder.cookie)).status).toBe(403);
    expect((await byId(holder.id, holder.cookie)).status).toBe(403);
    expect((await find("Asha", holder.cookie)).status).toBe(403);
  });

  it("checks a member in by code once; a second scan, an unknown code and a non-member's are 409", async () => {
    const first = await byCode("m1234567", staff.cookie);
    expect(first.status).toBe(200);
    await expect(first.json()).resolves.toMatchObject({
      checkIn: { email: holder.email, name: "Asha Verma", role: "holder" },
    });
    for (const code of ["M1234567", "M0000000", "M7654321"]) {
      const refused = await byCode(code, staff.cookie);
      expect(refused.status).toBe(409);
      await expect(refused.json()).resolves.toMatchObject({
        message: MEMBER_CHECK_IN_TEXT.unknownOrIn,
      });
    }
    const malformed = await byCode("123456", staff.cookie);
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain(MEMBER_CHECK_IN_TEXT.codeInvalid);
  });

  it("finds members and seat users by name, e-mail or company, with whether they are in", async () => {
    const answer = await find("kestrel", staff.cookie);
    expect(answer.status).toBe(200);
    const { members } = (await answer.json()) as {
      members: { id: string; email: string; role: string; checkedInAt?: string }[];
    };
    expect(members.map((m) => [m.email, m.role, Boolean(m.checkedInAt)])).toEqual([
      [holder.email, "holder", true],
      [seatUser.email, "seat", false],
    ]);
    const byName = (await (await find("Asha", staff.cookie)).json()) as { members: unknown[] };
    expect(byName.members).toHaveLength(1);
    // Not a member: the search does not know them.
    const ravi = (await (await find("Ravi", staff.cookie)).json()) as { members: unknown[] };
    expect(ravi.members).toEqual([]);
  });

  it("checks in the member the search found; says since when one is in, and refuses a non-member", async () => {
    const seat = await byId(seatUser.id, staff.cookie);
    expect(seat.status).toBe(200);
    await expect(seat.json()).resolves.toMatchObject({
      checkIn: { email: seatUser.email, role: "seat" },
    });
    const stored = await (
      await db()
    ).query<{ checked_in_by: string }>(
      "select checked_in_by from public.member_check_ins where user_id = $1",
      [seatUser.id],
    );
    expect(stored.rows).toEqual([{ checked_in_by: STAFF }]);

    const again = await byId(holder.id, staff.cookie);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^Asha Verma checked in at \d{1,2}:\d{2}\s?[ap]m already\.$/i,
    );

    for (const id of [outsider.id, "not-a-uuid"]) {
      const refused = await byId(id, staff.cookie);
      expect(refused.status).toBe(404);
      await expect(refused.json()).resolves.toMatchObject({
        message: MEMBER_CHECK_IN_TEXT.notMember,
      });
    }
  });
});
