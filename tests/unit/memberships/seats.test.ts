/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { addSeatUserWith, removeSeatUserWith, seatsOfWith } from "@/lib/memberships/seats";
import type { MembershipStore } from "@/lib/memberships/store";
import { asRole, migratedPGlite } from "../data/pglite";
import { activeDesk, at, DESK_OFFER, HOLDER, resetMemberships, storeOn } from "./membership-db";

let db: PGlite;
let store: MembershipStore;
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
}, 300_000);
afterAll(() => db.close());
beforeEach(() => resetMemberships(db));

const SEAT_USER = "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e01";
const STRANGER = "7d2f3e4a-5b6c-4d7e-8f9a-0b1c2d3e4f02";
const NOW = at("2026-12-20T06:00:00Z");
const staff = { actor: "desk@lotusclub.in", holderId: null };

/** An active two-desk membership billed to a company, its first invoice paid. */
async function companyDesks() {
  const { membership } = await activeDesk(db, store, {
    offer: {
      ...DESK_OFFER,
      seats: 2,
      company: {
        legalName: "Kestrel Labs Pvt Ltd",
        billingAddress: "Sector 62, Noida",
        stateCode: "09",
      },
    },
  });
  return membership.id;
}

const seatEmails = async (id: string) => (await store.seatsOf(id)).map((row) => row.email).sort();

describe("seat users", () => {
  it("are held to the membership's seats by the database itself, and removal frees a seat", async () => {
    const id = await companyDesks();
    const add = (email: string) => store.addSeat(id, email, "desk", NOW);
    // The SQL function answers, whoever calls it: no check in the server stands between.
    expect(await add("Ravi@Kestrel.in")).toBe("added");
    expect(await add("ravi@kestrel.in")).toBe("duplicate");
    expect(await add("neha@kestrel.in")).toBe("added");
    expect(await add("omar@kestrel.in")).toBe("full");
    await expect(
      addSeatUserWith(store, id, "omar@kestrel.in", { actor: HOLDER, holderId: HOLDER }, NOW),
    ).rejects.toMatchObject({
      code: "conflict",
      message: "All 2 seats are taken. Remove a seat user first.",
    });
    expect(await seatEmails(id)).toEqual(["neha@kestrel.in", "ravi@kestrel.in"]);

    const afterRemoval = await removeSeatUserWith(store, id, "RAVI@kestrel.in", staff, NOW);
    expect(afterRemoval.seatUsers.map((s) => s.email)).toEqual(["neha@kestrel.in"]);
    const added = await addSeatUserWith(
      store,
      id,
      "omar@kestrel.in",
      { actor: HOLDER, holderId: HOLDER },
      NOW,
    );
    expect(added).toMatchObject({ seats: 2 });
    expect(added.seatUsers.map((s) => s.email)).toEqual(["neha@kestrel.in", "omar@kestrel.in"]);
    const log = await db.query<{ action: string; detail: string }>(
      "select action, detail from public.membership_activity where action like 'seat%' order by at, action",
    );
    // One instant for all four: compared as a set.
    expect(log.rows).toHaveLength(4);
    expect(log.rows).toEqual(
      expect.arrayContaining([
        { action: "seat added", detail: "ravi@kestrel.in" },
        { action: "seat added", detail: "neha@kestrel.in" },
        { action: "seat removed", detail: "ravi@kestrel.in" },
        { action: "seat added", detail: "omar@kestrel.in" },
      ]),
    );
  });

  it("refuses anyone but the holder or staff", async () => {
    const id = await companyDesks();
    await expect(
      addSeatUserWith(store, id, "x@kestrel.in", { actor: STRANGER, holderId: STRANGER }, NOW),
    ).rejects.toMatchObject({
      code: "forbidden",
      message: "Only the membership's holder can do this.",
    });
    expect(await seatEmails(id)).toEqual([]);
  });

  it("lets a seat user read the membership they sit on but not its invoices; the holder reads the company's invoices", async () => {
    const id = await companyDesks();
    await store.addSeat(id, "ravi@kestrel.in", "desk", NOW);

    // An address not yet confirmed binds nothing (anyone can sign up with any address).
    expect(await seatsOfWith(store, { id: STRANGER, email: null })).toEqual([]);
    // A confirmed one binds the seat to the account; the seat user sees whose membership it is.
    expect(await seatsOfWith(store, { id: SEAT_USER, email: "Ravi@kestrel.in" })).toEqual([
      {
        membershipId: id,
        heldBy: "Kestrel Labs Pvt Ltd",
        plan: "dedicated-desk",
        planName: "Dedicated Desk",
        seats: 2,
        status: "active",
      },
    ]);

    const reads = async (user: string) =>
      asRole(db, "authenticated", user, async () => ({
        memberships: (await db.query("select id from public.memberships")).rows.length,
        invoices: (await db.query("select id from public.membership_invoices")).rows.length,
        details: (await db.query("select id from public.membership_invoice_details")).rows.length,
        seats: (await db.query<{ email: string }>("select email from public.membership_seats"))
          .rows,
      }));
    // The row itself is the holder's: a seat user reads its summary (seat-user-columns.test.ts).
    expect(await reads(SEAT_USER)).toEqual({
      memberships: 0,
      invoices: 0,
      details: 0,
      seats: [{ email: "ravi@kestrel.in" }],
    });
    expect(await reads(HOLDER)).toEqual({
      memberships: 1,
      invoices: 1,
      details: 1,
      seats: [{ email: "ravi@kestrel.in" }],
    });
    expect(await reads(STRANGER)).toEqual({ memberships: 0, invoices: 0, details: 0, seats: [] });

    // A removed seat user no longer reads the membership.
    await store.removeSeat(id, "ravi@kestrel.in", "desk", NOW);
    expect(await reads(SEAT_USER)).toMatchObject({ memberships: 0 });
    expect(await seatsOfWith(store, { id: SEAT_USER, email: "ravi@kestrel.in" })).toEqual([]);
  });
});
