/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import type { MembershipStore } from "@/lib/memberships/store";
import { seatsOfWith } from "@/lib/memberships/seats";
import { asRole, migratedPGlite } from "../data/pglite";
import { activeDesk, at, DESK_OFFER, resetMemberships, storeOn } from "./membership-db";

/**
 * Issue 39, trust 4: in connected mode a seat user signed in to Supabase could select the whole
 * membership row they sit on: the holder's e-mail, the company's GSTIN and address, why it ended
 * early, deposit deductions, the autopay id. A seat user reads plan, seats, holder and company
 * name only, through seat_memberships(); the table itself is the holder's and staff's.
 */
let db: PGlite;
let store: MembershipStore;
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
}, 300_000);
afterAll(() => db.close());
beforeEach(() => resetMemberships(db));

const SEAT_USER = "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e01";
const NOW = at("2026-12-20T06:00:00Z");

it("a seat user reads plan, seats, holder and company name, and nothing else of the membership", async () => {
  const { membership } = await activeDesk(db, store, {
    offer: {
      ...DESK_OFFER,
      seats: 2,
      company: {
        legalName: "Kestrel Labs Pvt Ltd",
        gstin: "09AAPFU0939F1ZT",
        billingAddress: "Sector 62, Noida",
        stateCode: "09",
      },
    },
  });
  await store.addSeat(membership.id, "ravi@kestrel.in", "desk", NOW);
  await seatsOfWith(store, { id: SEAT_USER, email: "ravi@kestrel.in" });

  const seen = await asRole(db, "authenticated", SEAT_USER, async () => ({
    table: (await db.query("select * from public.memberships")).rows,
    summary: (await db.query("select * from public.seat_memberships()")).rows,
  }));
  expect(seen.table).toEqual([]);
  expect(seen.summary).toEqual([
    {
      membership_id: membership.id,
      plan: "dedicated-desk",
      seats: 2,
      status: "active",
      holder_name: "Asha Verma",
      company_legal_name: "Kestrel Labs Pvt Ltd",
    },
  ]);
  const everything = JSON.stringify(seen);
  for (const secret of ["asha@example.com", "09AAPFU0939F1ZT", "Sector 62"]) {
    expect(everything).not.toContain(secret);
  }

  // Someone who sits on nothing reads nothing; a removed seat user neither.
  await store.removeSeat(membership.id, "ravi@kestrel.in", "desk", NOW);
  expect(
    await asRole(
      db,
      "authenticated",
      SEAT_USER,
      async () => (await db.query("select * from public.seat_memberships()")).rows,
    ),
  ).toEqual([]);
});

it("anonymous callers cannot call it", async () => {
  await expect(
    asRole(db, "anon", null, () => db.query("select * from public.seat_memberships()")),
  ).rejects.toMatchObject({ code: "42501" });
});
