/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { adjustWith, memberCreditWith, poolWith } from "@/lib/credits/credits";
import { CreditError } from "@/lib/credits/errors";
import type { CreditStore } from "@/lib/credits/store";
import { markPaidWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { acceptOffer, createOffer } from "@/lib/memberships/offers";
import type { MembershipStore } from "@/lib/memberships/store";
import { migratedPGlite } from "../data/pglite";
import { at, DESK_OFFER, offerToken, storeOn, SUPPLIER } from "../memberships/membership-db";
import {
  bookRoom,
  cancelAt,
  creditStoreOn,
  ledgerOf,
  resetCredits,
  runningMembership,
  seatUser,
} from "./credit-db";

const HOLDER = "7c1e4f3a-2b6d-4e8f-9a0b-1c2d3e4f5a01";
const SEAT = "7c1e4f3a-2b6d-4e8f-9a0b-1c2d3e4f5a02";
const STRANGER = "7c1e4f3a-2b6d-4e8f-9a0b-1c2d3e4f5a03";

let db: PGlite;
let store: MembershipStore;
let credits: CreditStore;
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
  credits = creditStoreOn(db);
}, 60_000);
afterAll(() => db.close());
beforeEach(() => resetCredits(db));

const entries = async (membershipId: string, entry: string) =>
  (
    await db.query<{ amount_paise: string; period_start: Date }>(
      `select amount_paise, period_start from public.credit_ledger
       where membership_id = $1 and entry = $2 order by period_start`,
      [membershipId, entry],
    )
  ).rows.map((r) => ({
    period: r.period_start.toISOString().slice(0, 10),
    amount: Number(r.amount_paise),
  }));

/** A 2-desk monthly membership from 1 January 2027, accepted in November (moved clock). */
async function januaryDesks(term: "monthly" | "quarterly" = "monthly") {
  const made = await createOffer(
    store,
    { ...DESK_OFFER, seats: 2, term, startDate: "2027-01-01" },
    "desk@lotusclub.in",
    at("2026-11-26T06:00:00Z"),
    false,
  );
  await acceptOffer(
    store,
    await offerToken(db, made.id),
    HOLDER,
    SUPPLIER,
    at("2026-11-26T07:00:00Z"),
    false,
    { address: "14 Sector 50, Noida 201301", stateCode: "09" },
  );
  const [first] = await store.invoicesOf(made.id);
  await markPaidWith(
    store,
    first!.id,
    { method: "UPI", reference: "UTR1" },
    "desk",
    at("2026-11-27T06:00:00Z"),
  );
  return made.id;
}

describe("plan credit granted by the billing run", () => {
  it("grants 4 hours of the 4-seater per seat at the member rate, once per period", async () => {
    const membershipId = await januaryDesks();
    // The first invoice (January) granted 2 seats × 4 h × ₹480.
    expect(await entries(membershipId, "grant")).toEqual([
      { period: "2027-01-01", amount: 384_000 },
    ]);
    await runBillingWith(store, SUPPLIER, at("2027-02-01T03:00:00Z"));
    await runBillingWith(store, SUPPLIER, at("2027-02-01T03:00:00Z"));
    await runBillingWith(store, SUPPLIER, at("2027-02-02T03:00:00Z"));
    expect(await entries(membershipId, "grant")).toEqual([
      { period: "2027-01-01", amount: 384_000 },
      { period: "2027-02-01", amount: 384_000 },
    ]);
    // The database refuses a second grant of a period, whoever tries.
    await expect(
      db.query(
        `insert into public.credit_ledger (pool_kind, membership_id, entry, amount_paise, period_start, actor)
         values ('membership', $1, 'grant', 1, '2027-02-01', 'test')`,
        [membershipId],
      ),
    ).rejects.toThrow(/credit_ledger_plan_grant_key/);
  });

  it("grants a quarter's credit as three months' and none for a virtual office", async () => {
    const membershipId = await januaryDesks("quarterly");
    expect(await entries(membershipId, "grant")).toEqual([
      { period: "2027-01-01", amount: 3 * 384_000 },
    ]);
    await db.query(
      "update public.plan_credits set hours_per_seat = 0 where plan = 'dedicated-desk'",
    );
    await runBillingWith(store, SUPPLIER, at("2027-04-01T03:00:00Z"));
    expect(await entries(membershipId, "grant")).toHaveLength(1);
  });

  it("expires what is left of a period at its end, once, and shows what expires when", async () => {
    const membershipId = await januaryDesks();
    const january = await poolWith(credits, membershipId, at("2027-01-20T06:00:00Z"));
    expect(january.balance).toBe(384_000);
    // Midnight of 1 February, club time.
    expect(january.expiring).toEqual({ amount: 384_000, at: "2027-01-31T18:30:00.000Z" });

    await runBillingWith(store, SUPPLIER, at("2027-02-01T03:00:00Z"));
    expect(Number((await credits.expire(at("2027-02-03T00:00:00Z"))) ?? 0)).toBe(0);
    expect(await entries(membershipId, "expiry")).toEqual([
      { period: "2027-01-01", amount: -384_000 },
    ]);
    const february = await poolWith(credits, membershipId, at("2027-02-03T06:00:00Z"));
    expect(february.balance).toBe(384_000);
    expect(february.movements.map((m) => [m.entry, m.amount])).toEqual([
      ["grant", 384_000],
      ["expiry", -384_000],
      ["grant", 384_000],
    ]);
  });
});

describe("a member's booking", () => {
  it("is priced at the member rate, beside the list price; anyone else pays list", async () => {
    await runningMembership(db, store, HOLDER);
    const member = await bookRoom(db, HOLDER, { hours: 2 });
    expect(member.quote).toMatchObject({
      discountPercent: 20,
      memberPercent: 20,
      subtotal: 96_000,
      gst: 17_280,
      total: 113_280,
      listTotal: 141_600,
    });
    expect(Number(member.total_paise)).toBe(113_280);
    const stranger = await bookRoom(db, STRANGER, { hours: 2, time: "14:00" });
    expect(Number(stranger.total_paise)).toBe(141_600);
    expect(stranger.quote.memberPercent).toBeUndefined();
  });

  it("uses credit before money, and owes nothing when credit pays it all", async () => {
    const membershipId = await runningMembership(db, store, HOLDER);
    await credits.adjust(membershipId, 50_000, "Welcome credit", "desk", new Date());
    const part = await bookRoom(db, HOLDER, { hours: 2 });
    expect(part.quote).toMatchObject({
      credit: 50_000,
      subtotal: 46_000,
      gst: 8_280,
      total: 54_280,
    });
    expect(part.payment_status).toBe("due-at-front-desk");

    await credits.adjust(membershipId, 96_000, "Goodwill", "desk", new Date());
    const whole = await bookRoom(db, HOLDER, { hours: 2, time: "14:00" });
    expect(whole.quote).toMatchObject({ credit: 96_000, subtotal: 0, total: 0 });
    expect([whole.status, whole.payment_status]).toEqual(["confirmed", "paid-by-credit"]);
    expect((await ledgerOf(db, membershipId)).sum).toBe(0);
  });

  it("gets its credit back by the refund rule: 100 %, 50 %, none", async () => {
    const membershipId = await runningMembership(db, store, HOLDER);
    await credits.adjust(membershipId, 3 * 96_000, "Three meetings", "desk", new Date());
    const [early, late, last] = [
      await bookRoom(db, HOLDER, { hours: 2, time: "09:00" }),
      await bookRoom(db, HOLDER, { hours: 2, time: "12:00" }),
      await bookRoom(db, HOLDER, { hours: 2, time: "15:00" }),
    ];
    await cancelAt(db, early!, 72);
    await cancelAt(db, late!, 30);
    await cancelAt(db, last!, 2);
    const ledger = await ledgerOf(db, membershipId);
    expect(ledger.rows.filter((r) => r.entry === "return").map((r) => r.amount)).toEqual([
      96_000, 48_000,
    ]);
    expect(ledger.sum).toBe(96_000 + 48_000);
  });

  it("draws on the company's pool for a seat user only when the holder shares it", async () => {
    const membershipId = await runningMembership(db, store, HOLDER, { seats: 2 });
    await seatUser(db, membershipId, SEAT);
    await credits.adjust(membershipId, 200_000, "Team credit", "desk", new Date());
    const before = await bookRoom(db, SEAT, { hours: 2 });
    // A member's rate, but the holder's credit is not theirs yet.
    expect(before.quote).toMatchObject({ memberPercent: 20, total: 113_280 });
    expect(before.quote.credit).toBeUndefined();

    expect(await credits.setShare(membershipId, SEAT, true, new Date())).toBe(false);
    expect(await credits.setShare(membershipId, HOLDER, true, new Date())).toBe(true);
    const after = await bookRoom(db, SEAT, { hours: 2, time: "14:00" });
    expect(after.quote).toMatchObject({ credit: 96_000, total: 0 });
    const view = await memberCreditWith(credits, SEAT, new Date());
    expect(view).toMatchObject({ balance: 104_000, holder: false, sharedWithSeatUsers: true });
  });

  it("lets staff adjust with a reason, never below what is left", async () => {
    const membershipId = await runningMembership(db, store, HOLDER);
    await expect(
      adjustWith(credits, membershipId, { amount: 10_000, reason: "  " }, "desk", new Date()),
    ).rejects.toThrow(new CreditError("invalid_request", "Give a reason for the adjustment."));
    await adjustWith(
      credits,
      membershipId,
      { amount: 10_000, reason: "Sorry" },
      "desk",
      new Date(),
    );
    await expect(
      adjustWith(credits, membershipId, { amount: -20_000, reason: "Typo" }, "desk", new Date()),
    ).rejects.toThrow("The adjustment takes away more credit than is left.");
    const pool = await poolWith(credits, membershipId, new Date());
    expect(pool.balance).toBe(10_000);
    expect(pool.movements[0]).toMatchObject({ entry: "adjust", reason: "Sorry", actor: "desk" });
  });
});
