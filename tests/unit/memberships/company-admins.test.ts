/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import {
  addAdminWith,
  companyAccountWith,
  removeAdminWith,
  setBillingWith,
} from "@/lib/memberships/company/actions";
import type { CompanyStore } from "@/lib/memberships/company/store";
import { createSeatChangeStore } from "@/lib/memberships/seat-change-store";
import { requestSeatChangeWith } from "@/lib/memberships/seat-changes";
import type { MembershipStore } from "@/lib/memberships/store";
import { embeddedCaller } from "@/lib/db";
import { migratedPGlite } from "../data/pglite";
import {
  companyStoreOn,
  kestrelDesks,
  OTHER_SEAT_EMAIL,
  OTHER_SEAT_USER,
  resetCompany,
  roomOnCompany,
  SEAT_EMAIL,
  SEAT_USER,
} from "./company-db";
import { at, HOLDER, storeOn } from "./membership-db";

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

const NOW = at("2026-12-01T06:00:00Z");
const seat = async (id: string, email: string, user: string | null) => {
  await store.addSeat(id, email, "holder", NOW);
  if (user) await store.seated(user, email);
};
/** A 6-desk office's worth of seats: Ravi and Neha signed in, three more named. */
async function kestrel() {
  const id = await kestrelDesks(db, store);
  await db.query(
    "update public.memberships set seats = 6, monthly_rent_paise = 3600000 where id = $1",
    [id],
  );
  await seat(id, OTHER_SEAT_EMAIL, OTHER_SEAT_USER);
  await seat(id, "omar@kestrel.in", "7d2f3e4a-5b6c-4d7e-8f9a-0b1c2d3e4f21");
  await seat(id, "lina@kestrel.in", "7d2f3e4a-5b6c-4d7e-8f9a-0b1c2d3e4f22");
  await seat(id, "new@kestrel.in", null);
  return id;
}

describe("company admins", () => {
  it("are up to 3 seat users the holder names, removable; a removed seat is no admin", async () => {
    const id = await kestrel();
    const add = (email: string) => addAdminWith(company, store, id, email, HOLDER, NOW);
    await add(SEAT_EMAIL);
    await add(OTHER_SEAT_EMAIL);
    const third = await add("omar@kestrel.in");
    // Named at the same moment: by e-mail.
    expect(third.admins.map((a) => a.email)).toEqual([
      OTHER_SEAT_EMAIL,
      "omar@kestrel.in",
      SEAT_EMAIL,
    ]);
    await expect(add("lina@kestrel.in")).rejects.toMatchObject({
      code: "conflict",
      message: "A membership has at most 3 company admins besides its holder. Remove one first.",
    });
    await expect(add("new@kestrel.in")).rejects.toMatchObject({
      message:
        "This seat user has not signed in yet. They can be made an admin once they have signed in with that address.",
    });
    await expect(add("stranger@example.com")).rejects.toMatchObject({
      message:
        "Only a seat user of this membership can be a company admin. Add them as a seat user first.",
    });
    // Only the holder names them: an admin cannot.
    await expect(
      addAdminWith(company, store, id, "lina@kestrel.in", SEAT_USER, NOW),
    ).rejects.toMatchObject({ code: "forbidden" });

    expect(await company.canManage(id, HOLDER)).toBe(true);
    expect(await company.canManage(id, OTHER_SEAT_USER)).toBe(true);
    const removed = await removeAdminWith(company, store, id, OTHER_SEAT_EMAIL, HOLDER, NOW);
    expect(removed.admins.map((a) => a.email)).toEqual(["omar@kestrel.in", SEAT_EMAIL]);
    expect(await company.canManage(id, OTHER_SEAT_USER)).toBe(false);
    // Ravi's seat removed: no longer an admin, whatever the admins' table says.
    await store.removeSeat(id, SEAT_EMAIL, "holder", NOW);
    expect(await company.canManage(id, SEAT_USER)).toBe(false);
    expect((await db.query("select 1 from public.membership_admins")).rows).toHaveLength(2);
  });

  it("let an admin ask for more seats, as the holder may; another seat user may not (0105)", async () => {
    const id = await kestrel();
    await addAdminWith(company, store, id, OTHER_SEAT_EMAIL, HOLDER, NOW);
    const stores = {
      memberships: store,
      changes: createSeatChangeStore(embeddedCaller(async () => db)),
    };
    // The facade (lib/memberships requestSeatChange) asks can_manage_membership, as here.
    const asker = async (user: string) => ({
      actor: user,
      holderId: user,
      admin: await company.canManage(id, user),
    });
    const asked = await requestSeatChangeWith(stores, id, 7, await asker(OTHER_SEAT_USER), NOW);
    expect(asked).toMatchObject({ status: "pending", fromSeats: 6, toSeats: 7 });
    await expect(
      requestSeatChangeWith(stores, id, 8, await asker(SEAT_USER), NOW),
    ).rejects.toMatchObject({ code: "forbidden" });
  });

  it("let an admin change the setting and see the team's use by person and month", async () => {
    const id = await kestrel();
    await addAdminWith(company, store, id, OTHER_SEAT_EMAIL, HOLDER, NOW);
    await expect(companyAccountWith(company, store, id, SEAT_USER)).rejects.toMatchObject({
      code: "forbidden",
      message: "Only the membership's holder or a company admin can do this.",
    });
    const view = await setBillingWith(
      company,
      store,
      id,
      { enabled: true, unit: "paise", cap: 500_000 },
      OTHER_SEAT_USER,
      NOW,
    );
    expect(view).toMatchObject({
      isHolder: false,
      setting: { enabled: true, unit: "paise", cap: 500_000 },
    });
    await roomOnCompany(db, "2027-01-05T06:00:00Z", { date: "2027-01-12", hours: 2 });
    await roomOnCompany(db, "2027-01-05T06:00:00Z", { date: "2027-01-19", hours: 3 });
    await roomOnCompany(db, "2027-01-05T06:00:00Z", { date: "2027-02-02", hours: 1 });
    const { use } = await companyAccountWith(company, store, id, HOLDER);
    // Newest month first; the member rate (₹480 an hour), no credit shared.
    expect(use).toEqual([
      {
        userId: SEAT_USER,
        email: SEAT_EMAIL,
        month: "2027-02",
        bookings: 1,
        hours: 1,
        value: 48_000,
        credit: 0,
        billed: 48_000,
      },
      {
        userId: SEAT_USER,
        email: SEAT_EMAIL,
        month: "2027-01",
        bookings: 2,
        hours: 5,
        value: 240_000,
        credit: 0,
        billed: 240_000,
      },
    ]);
    // The cap in rupees: ₹5,000 of bookings a month; January holds ₹2,400, so 6 more hours
    // (₹2,880) is over it.
    await expect(
      roomOnCompany(db, "2027-01-05T06:00:00Z", { date: "2027-01-27", hours: 6 }),
    ).rejects.toMatchObject({ code: "COCAP" });
  });
});
