/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { markPaidWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { collectionsViewWith } from "@/lib/memberships/collections-view";
import { lateFeeTerms } from "@/lib/memberships/collections";
import { membershipOfferTerms } from "@/content/membership-offer";
import { acceptOffer, createOffer, getOffer } from "@/lib/memberships/offers";
import type { MembershipStore } from "@/lib/memberships/store";
import { activeDesk, at, DESK_OFFER, HOLDER, offerToken, SUPPLIER } from "./membership-db";
import { setUpMembershipDb } from "./membership-suite";

let db: PGlite;
let store: MembershipStore;
setUpMembershipDb((opened) => ({ db, store } = opened));

const reminders = async () =>
  (
    await db.query<{ source_id: string; payload: { kind: string; amount_due: number } }>(
      "select source_id, payload from public.outbox where template = 'membership-invoice-reminder' order by created_at, source_id",
    )
  ).rows.map((r) => r.payload.kind);

/** The billing run on a January day of 2027 (club time 08:30), as the worker would run it. */
const runOn = async (day: string) =>
  (await runBillingWith(store, SUPPLIER, at(`2027-01-${day}T03:00:00Z`))).reminders;

describe("payment reminders", () => {
  it("reminds of January's invoice on the due date, then +3, +10 and +20 days, each once", async () => {
    await activeDesk(db, store);
    await runOn("01");
    const owed: [string, number][] = [];
    for (let day = 1; day <= 31; day += 1) {
      const date = String(day).padStart(2, "0");
      owed.push([date, await runOn(date)]);
      // A second run the same day (another process, a scheduler) owes nothing more.
      expect(await runOn(date)).toBe(0);
    }
    // Due on the 5th: reminders on the 5th, 8th, 15th and 25th.
    expect(owed.filter(([, n]) => n > 0)).toEqual([
      ["05", 1],
      ["08", 1],
      ["15", 1],
      ["25", 1],
    ]);
    expect(await reminders()).toEqual(["due", "late", "late-10", "late-20"]);
  });

  it("stops once the invoice is paid", async () => {
    await activeDesk(db, store);
    await runOn("01");
    await runOn("08");
    const [january] = await store.invoicesOf((await store.all())[0]!.id);
    await markPaidWith(
      store,
      january!.id,
      { method: "UPI", reference: "UTR9" },
      "desk",
      at("2027-01-09T06:00:00Z"),
    );
    expect(await runOn("15")).toBe(0);
    expect(await runOn("25")).toBe(0);
    expect(await reminders()).toEqual(["late"]);
  });

  it("owes only the latest reminder when the worker was away for days", async () => {
    await activeDesk(db, store);
    await runOn("01");
    expect(await runOn("16")).toBe(1);
    expect(await reminders()).toEqual(["late-10"]);
  });
});

describe("overdue memberships and aged debtors", () => {
  it("shows each overdue membership with its days and amount, and the debts by age with totals", async () => {
    // Asha's desk: January (₹7,080, due 5 Jan) to April unpaid; Kabir's desk: only April unpaid.
    await activeDesk(db, store);
    await activeDesk(db, store, {
      offer: { ...DESK_OFFER, holderName: "Kabir Shah", holderEmail: "kabir@example.com" },
      holder: "5f0c2b1e-9a7d-4c3b-8e6f-1d2c3b4a5e6f",
    });
    for (const month of ["01", "02", "03"]) {
      await runBillingWith(store, SUPPLIER, at(`2027-${month}-01T03:00:00Z`));
    }
    const kabir = (await store.all()).find((m) => m.holder_name === "Kabir Shah")!;
    for (const invoice of await store.invoicesOf(kabir.id)) {
      if (invoice.status === "due") {
        await markPaidWith(
          store,
          invoice.id,
          { method: "cash", reference: invoice.id.slice(0, 8) },
          "desk",
          at("2027-03-02T06:00:00Z"),
        );
      }
    }
    await runBillingWith(store, SUPPLIER, at("2027-04-01T03:00:00Z"));

    // 7 April: January is 92 days past its due date, February 61, March 33, April 2.
    const view = await collectionsViewWith(store, at("2027-04-07T06:00:00Z"));
    expect(
      view.overdue.map((m) => [m.holder, m.daysOverdue, m.invoices, m.amount, m.lateFee]),
    ).toEqual([
      ["Asha Verma", 92, 4, 4 * 708_000, 0],
      ["Kabir Shah", 2, 1, 708_000, 0],
    ]);
    expect(
      view.aged.rows.map((r) => [r.holder, r["0-30"], r["31-60"], r["61-90"], r["90+"], r.total]),
    ).toEqual([
      ["Asha Verma", 708_000, 708_000, 708_000, 708_000, 2_832_000],
      ["Kabir Shah", 708_000, 0, 0, 0, 708_000],
    ]);
    expect(view.aged.totals).toEqual({
      "0-30": 1_416_000,
      "31-60": 708_000,
      "61-90": 708_000,
      "90+": 708_000,
      total: 3_540_000,
    });
  });

  it("reckons the late fee the offer stated, on invoices 10 days overdue; none without the setting", async () => {
    const made = await createOffer(
      store,
      DESK_OFFER,
      "desk@lotusclub.in",
      at("2026-11-26T06:00:00Z"),
      false,
      200,
    );
    const token = await offerToken(db, made.id);
    const offer = (await getOffer(store, token, SUPPLIER, false))!;
    const termsOf = (view: typeof offer) =>
      membershipOfferTerms({
        deposit: view.membership.deposit.amount,
        monthlyRent: view.membership.monthlyRent,
        lateFee: lateFeeTerms(view.membership.lateFeeBp),
      });
    expect(termsOf(offer).at(-1)).toEqual({
      heading: "Late fee",
      paragraphs: [
        "A late fee of 2 % of an invoice's total (rent with GST) is charged once on an invoice still unpaid 10 days after its due date.",
      ],
    });
    await acceptOffer(store, token, HOLDER, SUPPLIER, at("2026-11-26T07:00:00Z"), false);
    const [first] = await store.invoicesOf(made.id);
    await markPaidWith(
      store,
      first!.id,
      { method: "UPI", reference: "U1" },
      "desk",
      at("2026-11-27T06:00:00Z"),
    );
    await runBillingWith(store, SUPPLIER, at("2027-01-01T03:00:00Z"));

    const nine = await collectionsViewWith(store, at("2027-01-14T06:00:00Z"));
    expect(nine.overdue[0]).toMatchObject({ daysOverdue: 9, lateFee: 0 });
    // 2 % of ₹7,080 = ₹141.60, once the invoice is 10 days past its due date.
    const ten = await collectionsViewWith(store, at("2027-01-15T06:00:00Z"));
    expect(ten.overdue[0]).toMatchObject({ daysOverdue: 10, amount: 708_000, lateFee: 14_160 });

    const plain = await createOffer(
      store,
      { ...DESK_OFFER, holderEmail: "b@example.com" },
      "desk",
      at("2026-11-26T06:00:00Z"),
      false,
    );
    const plainOffer = (await getOffer(store, await offerToken(db, plain.id), SUPPLIER, false))!;
    expect(plainOffer.membership.lateFeeBp).toBeNull();
    expect(termsOf(plainOffer).map((s) => s.heading)).not.toContain("Late fee");
  });
});
