import type { SqlQueryable } from "@/lib/db";
import { numbersTable } from "@/lib/insights/csv";
import { ownerNumbersWith } from "@/lib/insights/numbers";
import type { OwnerNumbers } from "@/lib/insights/types";
import { NOW, seedWorkedClub, storeOn } from "./worked-club";

type Db = SqlQueryable & { exec(sql: string): Promise<unknown>; close?(): Promise<unknown> };

/** The owner's numbers of the worked club (worked-club.ts), on `open`'s database. */
export function ownerNumbersSuite(open: () => Promise<Db>) {
  let db: Db;
  let numbers: OwnerNumbers;
  beforeAll(async () => {
    db = await open();
    await seedWorkedClub(db);
    numbers = await ownerNumbersWith(storeOn(db), NOW);
  }, 120_000);
  afterAll(() => db.close?.());

  const month = <T extends { month: string }>(list: T[], m: string) =>
    list.find((entry) => entry.month === m)!;

  it("lists 12 months, April 2026 to March 2027", () => {
    expect(numbers.today).toBe("2027-03-15");
    expect(numbers.mrr.map((m) => m.month)).toEqual([
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
    ]);
    expect(numbers.revenue).toHaveLength(12);
  });

  it("classifies each month's MRR movement per customer: new, expansion, contraction, churn", () => {
    const pick = (m: string) => {
      const { mrr, new: added, expansion, contraction, churn, customers } = month(numbers.mrr, m);
      return { mrr, new: added, expansion, contraction, churn, customers };
    };
    expect(pick("2026-11")).toEqual({
      mrr: 0,
      new: 0,
      expansion: 0,
      contraction: 0,
      churn: 0,
      customers: 0,
    });
    expect(pick("2026-12")).toEqual({
      mrr: 3_600_000,
      new: 3_600_000,
      expansion: 0,
      contraction: 0,
      churn: 0,
      customers: 2,
    });
    expect(pick("2027-01")).toEqual({
      mrr: 5_400_000,
      new: 1_800_000,
      expansion: 0,
      contraction: 0,
      churn: 0,
      customers: 4,
    });
    // Chand churned, Esha went from 3 seats to 1, Dev is new.
    expect(pick("2027-02")).toEqual({
      mrr: 2_550_000,
      new: 150_000,
      expansion: 0,
      contraction: 1_200_000,
      churn: 1_800_000,
      customers: 4,
    });
    // Company X's desk ended and its office began: one customer's expansion, counted today.
    expect(pick("2027-03")).toEqual({
      mrr: 4_950_000,
      new: 0,
      expansion: 2_400_000,
      contraction: 0,
      churn: 0,
      customers: 4,
    });
  });

  it("counts seats sold by plan today and at each month's end, against the capacity", async () => {
    expect(numbers.capacity).toEqual({ seats: 500, ownerSet: false });
    const march = month(numbers.occupancy, "2027-03");
    expect(march).toEqual({
      month: "2027-03",
      asOf: "2027-03-15",
      seatsByPlan: { "dedicated-desk": 2, "managed-office": 4, "virtual-office": 1 },
      deskSeats: 6,
      percent: 1,
    });
    expect(month(numbers.occupancy, "2027-01")).toMatchObject({
      asOf: "2027-01-31",
      seatsByPlan: { "dedicated-desk": 6, "managed-office": 2, "virtual-office": 0 },
      deskSeats: 8,
    });
    // The offer never accepted (5 seats) and the cancelled office (6) never ran.
    expect(numbers.occupancy.map((m) => m.month)).toEqual([
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
    ]);

    await storeOn(db).setCapacity(40, "owner@lotusclub.in");
    const owned = await ownerNumbersWith(storeOn(db), NOW);
    expect(owned.capacity).toEqual({ seats: 40, ownerSet: true });
    expect(month(owned.occupancy, "2027-03").percent).toBe(15);
  });

  it("sums revenue by product and month of issue in club time, a credit note netted", () => {
    const by = (m: string) => month(numbers.revenue, m);
    expect(by("2027-01").byProduct).toEqual({
      rent: 1_200_000,
      rooms: 120_000,
      studio: 0,
      passes: 0,
      packs: 0,
      store: 0,
      other: 0,
    });
    // The studio's ₹5,000 less the ₹2,500 credited back; the day pass of 00:30 on 1 February.
    expect(by("2027-02").byProduct).toEqual({
      rent: 0,
      rooms: 0,
      studio: 250_000,
      passes: 42_288,
      packs: 0,
      store: 0,
      other: 0,
    });
    expect(by("2027-03").byProduct).toEqual({
      rent: 3_600_000,
      rooms: 100_000,
      studio: 0,
      passes: 0,
      packs: 0,
      store: 84_746,
      other: 0,
    });
    expect(by("2027-03").total).toBe(3_784_746);
    expect(by("2026-12").total).toBe(0);
  });

  it("measures room and studio use by week against the hours open", () => {
    const week = numbers.rooms.filter((w) => w.week === "2027-03-08");
    expect(week).toEqual([
      { week: "2027-03-08", resource: "4-seater", bookedHours: 3, openHours: 55, percent: 5 },
      { week: "2027-03-08", resource: "8-seater", bookedHours: 0, openHours: 55, percent: 0 },
      { week: "2027-03-08", resource: "studio", bookedHours: 4, openHours: 55, percent: 7 },
    ]);
    // Republic Day (Tuesday 26 January) is closed: four days of 11 hours.
    expect(numbers.rooms.find((w) => w.week === "2027-01-25")?.openHours).toBe(44);
    expect(numbers.rooms[0]?.week).toBe("2026-12-28");
    expect(numbers.rooms.at(-1)?.week).toBe("2027-03-15");
    expect(numbers.rooms).toHaveLength(12 * 3);
  });

  it("holds the deposits paid and not returned", () => {
    expect(numbers.deposits).toEqual({
      held: { count: 3, amount: 19_200_000 },
      refundDue: { count: 1, amount: 4_800_000 },
    });
  });

  it("writes each table as CSV rows in rupees", () => {
    expect(numbersTable(numbers, "mrr").slice(0, 1)).toEqual([
      ["Month", "MRR", "New", "Expansion", "Contraction", "Churn", "Customers"],
    ]);
    expect(numbersTable(numbers, "mrr").at(-2)).toEqual([
      "2027-02",
      "25500.00",
      "1500.00",
      "0.00",
      "12000.00",
      "18000.00",
      "4",
    ]);
    expect(numbersTable(numbers, "revenue")[0]).toEqual([
      "Month",
      "Rent",
      "Meeting rooms",
      "Podcast studio",
      "Day passes",
      "Packs",
      "Store",
      "Other",
      "Total",
    ]);
    expect(numbersTable(numbers, "revenue").at(-2)).toEqual([
      "2027-02",
      "0.00",
      "0.00",
      "2500.00",
      "422.88",
      "0.00",
      "0.00",
      "0.00",
      "2922.88",
    ]);
    expect(numbersTable(numbers, "deposits")).toEqual([
      ["Deposits", "Memberships", "Amount"],
      ["Held", "3", "192000.00"],
      ["Due back", "1", "48000.00"],
    ]);
  });
}
