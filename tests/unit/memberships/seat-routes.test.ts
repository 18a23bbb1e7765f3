/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { DELETE as holderRemove, POST as holderAdd } from "@/app/api/memberships/[id]/seats/route";
import { POST as staffAdd } from "@/app/api/staff/memberships/[id]/seats/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { createTempDataDir, jsonPost, signUpMember, type Member } from "../bookings/route-helpers";
import { activeDesk, DESK_OFFER, storeOn } from "./membership-db";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
// The first request opens and migrates a fresh database: a minute or more on a busy machine.
jest.setTimeout(300_000);

const folder = createTempDataDir();
const STAFF = `desk-${Date.now()}@lotusclub.in`;
Object.assign(process.env, { STAFF_EMAILS: STAFF, PASSWORD_HASH_COST: "10" });

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const params = <P>(value: P) => ({ params: Promise.resolve(value) });
const as = (request: Request, cookie: string, method = "POST") => {
  const headers = new Headers(request.headers);
  headers.set("cookie", cookie);
  return new Request(request.url, {
    method,
    headers,
    body: request.body,
    duplex: "half",
  } as RequestInit);
};

let staff: Member;
let holder: Member;
let stranger: Member;
let membershipId: string;
beforeAll(async () => {
  staff = await signUpMember("desk", "Meera");
  holder = await signUpMember("holder", "Asha");
  stranger = await signUpMember("stranger", "Kiran");
  const db = await getEmbeddedDatabase(folder);
  await db.query("update embedded_auth.users set email = $2 where email = $1", [
    staff.email,
    STAFF,
  ]);
  const { membership } = await activeDesk(db, storeOn(db), {
    offer: { ...DESK_OFFER, seats: 2 },
    holder: holder.id,
  });
  membershipId = membership.id;
});

const path = () => `/api/memberships/${membershipId}/seats`;
const seatEmails = (body: unknown) =>
  (body as { seatUsers: { email: string }[] }).seatUsers.map((s) => s.email);

describe("the seat routes", () => {
  it("refuse a member who does not hold the membership (403), and a bad address (400)", async () => {
    const refused = await holderAdd(
      as(jsonPost(path(), { email: "ravi@kestrel.in" }), stranger.cookie),
      params({ id: membershipId }),
    );
    expect(refused.status).toBe(403);
    await expect(refused.json()).resolves.toMatchObject({
      message: "Only the membership's holder can do this.",
    });
    const staffOnly = await staffAdd(
      as(jsonPost(`/api/staff${path()}`, { email: "ravi@kestrel.in" }), holder.cookie),
      params({ id: membershipId }),
    );
    expect(staffOnly.status).toBe(403);
    const bad = await holderAdd(
      as(jsonPost(path(), { email: "ravi at kestrel" }), holder.cookie),
      params({ id: membershipId }),
    );
    expect(bad.status).toBe(400);
    await expect(bad.json()).resolves.toMatchObject({
      fieldErrors: { email: "Enter a valid email address." },
    });
  });

  it("let the holder and staff fill the seats, refuse one more, and free a seat on removal", async () => {
    const first = await holderAdd(
      as(jsonPost(path(), { email: "ravi@kestrel.in" }), holder.cookie),
      params({ id: membershipId }),
    );
    expect(first.status).toBe(201);
    const second = await staffAdd(
      as(jsonPost(`/api/staff${path()}`, { email: "neha@kestrel.in" }), staff.cookie),
      params({ id: membershipId }),
    );
    expect(second.status).toBe(201);
    expect(seatEmails(await second.json())).toEqual(["ravi@kestrel.in", "neha@kestrel.in"]);

    const full = await holderAdd(
      as(jsonPost(path(), { email: "omar@kestrel.in" }), holder.cookie),
      params({ id: membershipId }),
    );
    expect(full.status).toBe(409);
    await expect(full.json()).resolves.toMatchObject({
      message: "All 2 seats are taken. Remove a seat user first.",
    });

    const removed = await holderRemove(
      as(jsonPost(path(), { email: "ravi@kestrel.in" }), holder.cookie, "DELETE"),
      params({ id: membershipId }),
    );
    expect(removed.status).toBe(200);
    expect(seatEmails(await removed.json())).toEqual(["neha@kestrel.in"]);
    const freed = await holderAdd(
      as(jsonPost(path(), { email: "omar@kestrel.in" }), holder.cookie),
      params({ id: membershipId }),
    );
    expect(freed.status).toBe(201);
    expect(seatEmails(await freed.json())).toEqual(["neha@kestrel.in", "omar@kestrel.in"]);
  });
});
