import {
  billedHours,
  billingPeriodOf,
  chargeLine,
  chargeLinesByPeriod,
  overCapMessage,
  type DueCharge,
} from "@/lib/memberships/company/rules";

const charge = (over: Partial<DueCharge> = {}): DueCharge => ({
  id: "c1",
  membershipId: "m1",
  bookedBy: "Ravi Kumar",
  resource: "4-seater",
  bookedOn: "2027-01-19",
  hours: 4,
  value: 192_000,
  credit: 96_000,
  amount: 96_000,
  billOn: "2027-02-01",
  lastPeriodStart: "2027-01-01",
  ...over,
});

const MONTHS = [
  { start: "2027-01-01", end: "2027-01-31" },
  { start: "2027-02-01", end: "2027-02-28" },
  { start: "2027-03-01", end: "2027-03-31" },
];

describe("which period bills a booking on the company", () => {
  it("is the first period from the 1st after the booking's month not invoiced yet", () => {
    expect(billingPeriodOf(charge(), MONTHS)?.start).toBe("2027-02-01");
    // February invoiced already (the charge came late): March carries it.
    expect(billingPeriodOf(charge({ lastPeriodStart: "2027-02-01" }), MONTHS)?.start).toBe(
      "2027-03-01",
    );
    // A quarterly membership: the next quarter.
    const quarters = [
      { start: "2027-01-01", end: "2027-03-31" },
      { start: "2027-04-01", end: "2027-06-30" },
    ];
    expect(billingPeriodOf(charge(), quarters)?.start).toBe("2027-04-01");
    // Before February begins: it waits.
    expect(billingPeriodOf(charge(), MONTHS.slice(0, 1))).toBeNull();
  });

  it("groups lines by period start", () => {
    const lines = chargeLinesByPeriod([charge(), charge({ id: "c2" })], MONTHS);
    expect([...lines.keys()]).toEqual(["2027-02-01"]);
    expect(lines.get("2027-02-01")!.map((l) => l.companyChargeId)).toEqual(["c1", "c2"]);
  });
});

describe("the line of a booking on the company", () => {
  it("names the room, day, who booked and the hours left after credit, under SAC 997212", () => {
    expect(chargeLine(charge())).toEqual({
      description:
        "4-Seater Meeting Room, 19 Jan 2027, booked by Ravi Kumar: 2 hours of 4 after room credit",
      taxCode: expect.objectContaining({ scheme: "SAC", code: "997212", gstPercent: 18 }),
      quantity: 1,
      taxableValue: 96_000,
      companyChargeId: "c1",
    });
    expect(chargeLine(charge({ credit: 0, amount: 192_000, resource: "studio" })).description).toBe(
      "Podcast Studio, 19 Jan 2027, booked by Ravi Kumar: 4 hours",
    );
    expect(billedHours({ hours: 3, value: 300, amount: 100 })).toBe(1);
    expect(billedHours({ hours: 1, value: 3, amount: 1 })).toBe(0.33);
  });
});

describe("the cap's refusal", () => {
  it("says the limit and what is left that month, in hours or rupees", () => {
    expect(
      overCapMessage("Kestrel Labs Pvt Ltd", "hours", 8, { hours: 6, paise: 0 }, "2027-01-19"),
    ).toBe(
      "This booking is over Kestrel Labs Pvt Ltd's monthly limit of 8 hours per person: you have 2 hours left in January 2027. Book fewer hours, or pay for it yourself.",
    );
    expect(
      overCapMessage("Kestrel", "paise", 500_000, { hours: 9, paise: 600_000 }, "2027-01-19"),
    ).toBe(
      "This booking is over Kestrel's monthly limit of ₹5,000 of bookings (member rate, before GST) per person: you have ₹0 left in January 2027. Book fewer hours, or pay for it yourself.",
    );
  });
});
