/** @jest-environment node */
import {
  DEFAULT_PODCAST_PLAN,
  clampPostProductionHours,
  clampStudioHours,
  defaultStudioDate,
  formatInr,
  quotePodcast,
  rupees,
} from "@/lib/pricing";

describe("quotePodcast", () => {
  it("prices Pro with post-production and GST", () => {
    expect(quotePodcast({ plan: "pro", hours: 2, postProductionHours: 1 })).toEqual({
      plan: "pro",
      hours: 2,
      postProductionHours: 1,
      hourlyRate: rupees(3000),
      studio: rupees(6000),
      postProduction: rupees(10000),
      subtotal: rupees(16000),
      gst: rupees(2880),
      total: rupees(18880),
    });
  });

  it("prices Basic at ₹2,500 an hour", () => {
    const quote = quotePodcast({ plan: "basic", hours: 1, postProductionHours: 0 });
    expect(quote.studio).toBe(rupees(2500));
    expect(quote.postProduction).toBe(0);
    expect(quote.gst).toBe(rupees(450));
    expect(formatInr(quote.total)).toBe("₹2,950");
  });

  it("prices the default plan, Pro, at ₹3,000 an hour", () => {
    expect(DEFAULT_PODCAST_PLAN).toBe("pro");
    const quote = quotePodcast({ plan: DEFAULT_PODCAST_PLAN, hours: 3, postProductionHours: 2 });
    expect(quote.studio).toBe(rupees(9000));
    expect(quote.postProduction).toBe(rupees(20000));
    expect(quote.gst).toBe(rupees(5220));
    expect(formatInr(quote.total)).toBe("₹34,220");
  });

  it("applies GST to studio plus post-production, in whole paise", () => {
    for (const plan of ["basic", "pro"] as const) {
      for (let hours = 1; hours <= 11; hours++) {
        for (let post = 0; post <= 5; post++) {
          const q = quotePodcast({ plan, hours, postProductionHours: post });
          expect(q.subtotal).toBe(q.studio + q.postProduction);
          expect(q.gst).toBe(Math.round(q.subtotal * 0.18));
          expect(q.total).toBe(q.subtotal + q.gst);
          expect(Number.isSafeInteger(q.total)).toBe(true);
        }
      }
    }
  });

  it("prices the clamped hours", () => {
    const quote = quotePodcast({ plan: "pro", hours: 0, postProductionHours: -2 });
    expect([quote.hours, quote.postProductionHours]).toEqual([1, 0]);
    expect(quote.total).toBe(rupees(3540));
  });
});

describe("studio hour clamps", () => {
  it("keeps studio hours whole and at least 1", () => {
    expect([0, -1, 0.4, 1, 1.5, 2.4, 12, Number.NaN].map(clampStudioHours)).toEqual([
      1, 1, 1, 1, 2, 2, 12, 1,
    ]);
  });

  it("keeps post-production hours whole and at least 0", () => {
    expect([-2, 0, 0.4, 0.5, 3, Number.NaN].map(clampPostProductionHours)).toEqual([
      0, 0, 0, 1, 3, 0,
    ]);
  });
});

describe("defaultStudioDate", () => {
  it("is tomorrow in club time", () => {
    expect(defaultStudioDate(new Date("2026-03-10T00:00:00+05:30"))).toBe("2026-03-11");
    expect(defaultStudioDate(new Date("2026-03-09T18:29:59Z"))).toBe("2026-03-10");
    expect(defaultStudioDate(new Date("2026-03-09T18:30:00Z"))).toBe("2026-03-11");
  });
});
