/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { GET as memberPricing } from "@/app/api/member-pricing/route";
import { POST as setRates } from "@/app/api/staff/member-rates/route";
import { POST as create } from "@/app/api/staff/memberships/route";
import { POST as adjust } from "@/app/api/staff/memberships/[id]/credit/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import {
  createTempDataDir,
  get,
  jsonPost,
  signUpMember,
  type Member,
} from "../bookings/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(300_000);

const folder = createTempDataDir();
const STAFF = `desk-${Date.now()}@lotusclub.in`;
Object.assign(process.env, { STAFF_EMAILS: STAFF, PASSWORD_HASH_COST: "10" });

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const withCookie = (request: Request, cookie: string) => {
  request.headers.set("cookie", cookie);
  return request;
};
const params = <P>(value: P) => ({ params: Promise.resolve(value) });

let staff: Member;
let member: Member;
beforeAll(async () => {
  staff = await signUpMember("desk", "Meera");
  member = await signUpMember("member", "Ravi");
  const db = await getEmbeddedDatabase(folder);
  await db.query("update embedded_auth.users set email = $2 where email = $1", [
    staff.email,
    STAFF,
  ]);
});

describe("the credit routes", () => {
  it("lets staff adjust a membership's credit with a reason, and no one else", async () => {
    const made = await create(
      withCookie(
        jsonPost("/api/staff/memberships", {
          plan: "dedicated-desk",
          seats: 1,
          term: "monthly",
          startDate: "2027-01-01",
          holderName: "Ravi Menon",
          holderEmail: "ravi@kestrel.example",
        }),
        staff.cookie,
      ),
    );
    const { membership } = (await made.json()) as { membership: { id: string } };
    const id = membership.id;
    const url = `/api/staff/memberships/${id}/credit`;
    const post = (body: unknown, cookie: string) =>
      adjust(withCookie(jsonPost(url, body), cookie), params({ id }));

    expect((await post({ rupees: 500, reason: "Goodwill" }, member.cookie)).status).toBe(403);
    const noReason = await post({ rupees: 500, reason: " " }, staff.cookie);
    expect(noReason.status).toBe(400);
    await expect(noReason.json()).resolves.toMatchObject({
      fieldErrors: { reason: "Give a reason for the adjustment." },
    });
    const tooMuch = await post({ rupees: -100, reason: "Typo" }, staff.cookie);
    expect(tooMuch.status).toBe(409);
    await expect(tooMuch.json()).resolves.toMatchObject({
      message: "The adjustment takes away more credit than is left.",
    });
    const made500 = await post({ rupees: 500, reason: "Goodwill" }, staff.cookie);
    expect(made500.status).toBe(201);
    await expect(made500.json()).resolves.toMatchObject({
      movement: { entry: "adjust", amount: 50_000, reason: "Goodwill", actor: STAFF },
    });
  });

  it("saves the owner's rates for staff only, and prices nobody but members", async () => {
    const body = {
      rates: { "meeting-room": 25, "podcast-studio": 15 },
      planHours: { "dedicated-desk": 6, "managed-office": 4, "virtual-office": 0 },
    };
    const refused = await setRates(
      withCookie(jsonPost("/api/staff/member-rates", body), member.cookie),
    );
    expect(refused.status).toBe(403);
    const saved = await setRates(
      withCookie(jsonPost("/api/staff/member-rates", body), staff.cookie),
    );
    expect(saved.status).toBe(200);
    await expect(saved.json()).resolves.toMatchObject({
      settings: { ...body, updated: { by: STAFF } },
    });
    const pricing = await memberPricing(get("/api/member-pricing", { cookie: member.cookie }));
    await expect(pricing.json()).resolves.toMatchObject({ pricing: null });
  });
});
