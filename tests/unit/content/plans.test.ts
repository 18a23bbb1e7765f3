/** @jest-environment node */
import {
  plans,
  plansFeaturedBadge,
  plansHero,
  plansPricingStructureLabel,
  plansRefundNote,
} from "@/content/plans";
import {
  DAY_PASS_PRICE,
  MEETING_ROOMS,
  PODCAST_FROM_RATE,
  WORKSPACE_PRODUCTS,
  formatInr,
  meetingRoomPackagePrice,
  quoteMeetingRoom,
  rupees,
} from "@/lib/pricing";

const plan = (id: string) => {
  const found = plans.find((p) => p.id === id);
  if (!found) throw new Error(`No plan ${id}`);
  return found;
};

describe("plans", () => {
  it("has the six cards of the pricing page, in order", () => {
    expect(plans.map((p) => p.name)).toEqual([
      "Day Pass",
      "Dedicated Desk",
      "Private Office Suite",
      "4-Seater Meeting Room",
      "8-Seater Meeting Room",
      "Podcast Studio",
    ]);
    expect(new Set(plans.map((p) => p.id)).size).toBe(6);
  });

  it("features exactly one card, the Dedicated Desk, with the 'Most Popular' badge", () => {
    expect(plans.filter((p) => p.featured).map((p) => p.name)).toEqual(["Dedicated Desk"]);
    expect(plansFeaturedBadge).toBe("Most Popular");
    expect(plansPricingStructureLabel).toBe("Pricing Structure");
  });

  it("links each card as the spec says, the Day Pass by its item key", () => {
    expect(plans.map((p) => [p.name, p.href ?? null, p.itemKey ?? null])).toEqual([
      ["Day Pass", null, "day-pass"],
      ["Dedicated Desk", "/contact?type=Tour", null],
      ["Private Office Suite", "/contact?type=Membership", null],
      ["4-Seater Meeting Room", "/meeting-rooms", null],
      ["8-Seater Meeting Room", "/meeting-rooms", null],
      ["Podcast Studio", "/podcast-studio", null],
    ]);
  });

  it("prices every card from the pricing source", () => {
    expect(plan("day-pass")).toMatchObject({
      amount: DAY_PASS_PRICE,
      price: "₹600",
      frequency: "/day",
    });
    expect(plan("dedicated-desk")).toMatchObject({
      amount: WORKSPACE_PRODUCTS["dedicated-desk"].seatRate,
      price: "₹6,000",
      frequency: "/month",
    });
    expect(plan("private-office-suite")).toMatchObject({
      amount: WORKSPACE_PRODUCTS["managed-office"].seatRate,
      price: "₹9,000",
      frequency: "/month",
    });
    expect(plan("meeting-room-4-seater")).toMatchObject({
      amount: MEETING_ROOMS["4-seater"].hourlyRate,
      price: "₹600",
      frequency: "/hour",
    });
    expect(plan("meeting-room-8-seater")).toMatchObject({
      amount: MEETING_ROOMS["8-seater"].hourlyRate,
      price: "₹800",
      frequency: "/hour",
    });
    const studio = plan("podcast-studio");
    // The issue on correctness: one studio figure everywhere, its cheapest bookable plan.
    expect(studio.amount).toBe(PODCAST_FROM_RATE);
    expect(`${studio.price}${studio.frequency}`).toBe("from ₹2,500/hour");
    for (const p of plans) expect(p.price).toContain(formatInr(p.amount));
  });

  it("shows the spec's figures in rupees", () => {
    expect(plans.map((p) => p.amount)).toEqual(
      [600, 6000, 9000, 600, 800, 2500].map((amount) => rupees(amount)),
    );
  });

  it.each([
    ["4-seater", "meeting-room-4-seater", "₹2,160", "₹3,840"],
    ["8-seater", "meeting-room-8-seater", "₹2,880", "₹5,120"],
  ] as const)(
    "lists the %s half-day and full-day prices computed by the calculator",
    (room, id, half, full) => {
      const halfDay = quoteMeetingRoom({ room, hours: 4, techSupport: false });
      const fullDay = quoteMeetingRoom({ room, hours: 8, techSupport: false });
      expect(formatInr(halfDay.base - halfDay.discount)).toBe(half);
      expect(formatInr(fullDay.base - fullDay.discount)).toBe(full);
      expect(meetingRoomPackagePrice(room, 4)).toBe(halfDay.base - halfDay.discount);
      expect(plan(id).pricingDetails).toEqual([
        `Hourly: ${formatInr(MEETING_ROOMS[room].hourlyRate)}`,
        `Half-day (4 h): ${half} (10% off)`,
        `Full day (8 h): ${full} (20% off)`,
        "Prices exclude 18% GST",
      ]);
    },
  );

  it("lists the studio's bookable plans and its daily rate on enquiry", () => {
    expect(plan("podcast-studio").pricingDetails).toEqual([
      "Hourly: from ₹2,500",
      "Basic (up to 2 speakers): ₹2,500/hour",
      "Pro (up to 4 speakers): ₹3,000/hour",
      "Daily: on enquiry",
      "Prices exclude 18% GST",
    ]);
  });

  it("gives every card a description, features and a call to action", () => {
    for (const p of plans) {
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.features.length).toBeGreaterThanOrEqual(4);
      expect(p.cta.length).toBeGreaterThan(0);
      expect(Boolean(p.href) !== Boolean(p.itemKey)).toBe(true);
    }
    expect(plan("day-pass").features).toEqual(
      expect.arrayContaining(["Hot desk from 9:00 AM to 8:00 PM", "Unlimited coffee and tea"]),
    );
  });

  it("types no rupee figure into the plan texts", () => {
    const source = JSON.stringify({ plans, plansHero, plansRefundNote });
    // Every ₹ amount shown is one of the pricing source's figures.
    const shown = new Set(source.match(/₹[\d,]+(\.\d{2})?/g));
    const known = new Set([
      "₹600",
      "₹6,000",
      "₹9,000",
      "₹800",
      "₹2,500",
      "₹3,000",
      "₹2,160",
      "₹3,840",
      "₹2,880",
      "₹5,120",
      "₹300",
    ]);
    for (const amount of shown) expect(known).toContain(amount);
  });
});

describe("plans page texts", () => {
  it("has a hero heading and subtitle", () => {
    expect(plansHero.heading).toBe("Plans & Pricing");
    expect(plansHero.subtitle).toContain("Lotus Business Park, Sector 127, Noida");
  });

  it("states the pricing page's refund policy: full beyond 48 h, none within", () => {
    expect(plansRefundNote).toContain(
      "full refund for cancellations made more than 48 hours before",
    );
    expect(plansRefundNote).toContain("no refund within 48 hours");
  });
});
