import { defaultPackPrice, describePackBalance, packValue, quotePack } from "@/lib/pricing/packs";
import { packPurchaseSchema, packPriceSchema, PACK_MESSAGES } from "@/lib/packs/schema";

describe("the prepaid packs' prices", () => {
  it("values each pack at list and prices it 10 % under by default", () => {
    // 10 hours of the 4-seater at ₹600, and 5 day passes at ₹600.
    expect(packValue("room-hours")).toBe(600_000);
    expect(packValue("day-passes")).toBe(300_000);
    expect(defaultPackPrice("room-hours")).toBe(540_000);
    expect(defaultPackPrice("day-passes")).toBe(270_000);
  });

  it("adds 18 % GST to the paisa", () => {
    expect(quotePack(540_000)).toEqual({ price: 540_000, gst: 97_200, total: 637_200 });
    expect(quotePack(123_457)).toEqual({ price: 123_457, gst: 22_222, total: 145_679 });
  });

  it("reads a balance in the pack's own units", () => {
    expect(describePackBalance("room-hours", 600_000)).toBe("10 of 10 hours left");
    expect(describePackBalance("room-hours", 0)).toBe("0 of 10 hours left");
    expect(describePackBalance("room-hours", 30_000)).toBe("0 h 30 min of 10 hours left");
    expect(describePackBalance("day-passes", 120_000)).toBe("2 of 5 day passes left");
  });
});

describe("the packs' forms", () => {
  it("asks the buyer to accept that packs are non-refundable", () => {
    const refused = packPurchaseSchema.safeParse({ product: "room-hours" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ["acceptNonRefundable"],
      message: PACK_MESSAGES.notRefundable,
    });
    expect(
      packPurchaseSchema.safeParse({ product: "day-passes", acceptNonRefundable: true }).success,
    ).toBe(true);
    expect(
      packPurchaseSchema.safeParse({ product: "gift", acceptNonRefundable: true }).error?.issues[0]
        ?.message,
    ).toBe(PACK_MESSAGES.productInvalid);
  });

  it("takes the owner's price in whole rupees", () => {
    expect(packPriceSchema.parse({ product: "room-hours", rupees: "5000" })).toEqual({
      product: "room-hours",
      rupees: 5000,
    });
    expect(packPriceSchema.safeParse({ product: "room-hours", rupees: 0 }).success).toBe(false);
    expect(packPriceSchema.safeParse({ product: "room-hours", rupees: 12.5 }).success).toBe(false);
  });
});
