import { checkoutRequestSchema } from "@/lib/store/checkout-schema";
import { isFollowableCheckoutUrl } from "@/lib/store/checkout-rules";
import { applyStock, availableUnits, toStockLevels } from "@/lib/store/stock";
import { price, record, variant } from "./fixtures";

describe("isFollowableCheckoutUrl", () => {
  const origin = "http://localhost:3000";
  it.each([
    ["https://pay.store.example/c/1", true],
    ["http://localhost:3000/success?order=1", true],
    ["/success?order=1", true],
    ["http://pay.store.example/c/1", false],
    ["http://localhost:3001/success", false],
    ["javascript:alert(1)", false],
    ["data:text/html,hi", false],
    ["//evil.example/x", false],
  ])("%s → %s", (url, ok) => {
    expect(isFollowableCheckoutUrl(url, origin)).toBe(ok);
  });
});

describe("checkoutRequestSchema", () => {
  const item = { product_id: "p", variant_id: "v", quantity: 1 };
  it("keeps a valid request and drops an odd locale or time zone instead of failing", () => {
    expect(
      checkoutRequestSchema.parse({ items: [item], locale: "en-IN", timeZone: "Asia/Kolkata" }),
    ).toEqual({
      items: [item],
      locale: "en-IN",
      timeZone: "Asia/Kolkata",
    });
    expect(
      checkoutRequestSchema.parse({ items: [item], locale: "<script>", timeZone: "Nowhere/Else" }),
    ).toEqual({ items: [item] });
  });

  it("refuses empty carts, bad quantities and oversized carts", () => {
    expect(checkoutRequestSchema.safeParse({ items: [] }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ items: [{ ...item, quantity: 0 }] }).success).toBe(
      false,
    );
    expect(checkoutRequestSchema.safeParse({ items: [{ ...item, quantity: 100 }] }).success).toBe(
      false,
    );
    expect(
      checkoutRequestSchema.safeParse({ items: Array.from({ length: 51 }, () => item) }).success,
    ).toBe(false);
    expect(checkoutRequestSchema.safeParse({ items: [{ ...item, variant_id: "" }] }).success).toBe(
      false,
    );
  });
});

describe("stock", () => {
  it("overrides the product's own quantities with fresh stock", () => {
    const product = record("p", [
      variant("a", price(1), { manage_inventory: true, inventory_quantity: 9 }),
      variant("b", price(1), { manage_inventory: true, inventory_quantity: 9 }),
    ]);
    const fresh = applyStock(product, toStockLevels([{ id: "a", inventory_quantity: 1 }]));
    expect(fresh.variants.map((v) => v.inventory_quantity)).toEqual([1, 9]);
    expect(product.variants[0]?.inventory_quantity).toBe(9);
  });

  it("counts units only for variants that manage inventory", () => {
    expect(availableUnits({ manage_inventory: false, inventory_quantity: 0 })).toBe(Infinity);
    expect(availableUnits({ manage_inventory: true, inventory_quantity: null })).toBe(0);
    expect(availableUnits({ manage_inventory: true, inventory_quantity: -2 })).toBe(0);
    expect(availableUnits({ manage_inventory: true, inventory_quantity: 4 })).toBe(4);
  });
});
