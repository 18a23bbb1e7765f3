import { tdsOf, tdsOutstanding, tdsQuarterOf, tdsRateLabel } from "@/lib/memberships/tds";

describe("TDS on rent", () => {
  it("is the rate of the rent before GST, to the nearest paisa", () => {
    // A two-seat office: ₹18,000 a month at 10 % = ₹1,800; the 17 December desk's ₹2,903.23 = ₹290.32.
    expect(tdsOf(1_800_000, 1000)).toBe(180_000);
    expect(tdsOf(290_323, 1000)).toBe(29_032);
    expect(tdsOf(290_325, 1000)).toBe(29_033);
    expect(tdsOf(1_800_000, 0)).toBe(0);
    expect(tdsOf(1_800_000, 750)).toBe(135_000);
  });

  it("names rates and quarters as Form 16A does", () => {
    expect(tdsRateLabel(1000)).toBe("10 %");
    expect(tdsRateLabel(750)).toBe("7.5 %");
    expect(tdsQuarterOf("2026-04-01")).toBe("2026-27 Q1");
    expect(tdsQuarterOf("2026-06-30")).toBe("2026-27 Q1");
    expect(tdsQuarterOf("2026-07-01")).toBe("2026-27 Q2");
    expect(tdsQuarterOf("2026-12-20")).toBe("2026-27 Q3");
    expect(tdsQuarterOf("2027-01-05")).toBe("2026-27 Q4");
    expect(tdsQuarterOf("2027-03-31")).toBe("2026-27 Q4");
    expect(tdsQuarterOf("2099-04-01")).toBe("2099-00 Q1");
  });

  it("lists deducted less certified, by membership and quarter, oldest first, only what is owed", () => {
    const d = (membershipId: string, holder: string, issuedOn: string, tds: number) => ({
      membershipId,
      holder,
      issuedOn,
      tds,
    });
    const rows = tdsOutstanding(
      [
        d("m2", "Zen Works", "2027-01-01", 180_000),
        d("m1", "Kestrel Labs", "2027-01-01", 180_000),
        d("m1", "Kestrel Labs", "2027-02-01", 180_000),
        d("m1", "Kestrel Labs", "2026-12-20", 180_000),
        d("m2", "Zen Works", "2026-11-01", 90_000),
      ],
      [
        { membershipId: "m1", quarter: "2026-27 Q4", amount: 300_000 },
        { membershipId: "m2", quarter: "2026-27 Q3", amount: 90_000 },
      ],
    );
    expect(rows.map((r) => [r.holder, r.quarter, r.deducted, r.certified, r.outstanding])).toEqual([
      ["Kestrel Labs", "2026-27 Q3", 180_000, 0, 180_000],
      ["Kestrel Labs", "2026-27 Q4", 360_000, 300_000, 60_000],
      ["Zen Works", "2026-27 Q4", 180_000, 0, 180_000],
    ]);
  });
});
