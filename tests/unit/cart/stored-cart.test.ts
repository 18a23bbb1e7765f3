import { readStoredCart } from "@/lib/cart/stored-cart";

const product = { id: "lotus-crew-tee", title: "Lotus Crew Tee", image: "/images/store-tee.svg" };
const variant = {
  id: "lotus-crew-tee-m",
  title: "M",
  image_url: null,
  price_in_cents: 129900,
  compare_at_cents: null,
  currency: "inr",
  manage_inventory: true,
  inventory_quantity: 4,
};
const line = { product, variant, quantity: 2 };

describe("readStoredCart", () => {
  it("reads a well-formed cart, copying only the known fields", () => {
    const stored = { lines: [{ ...line, extra: "<script>", product: { ...product, x: 1 } }] };
    expect(readStoredCart(stored)).toEqual([line]);
    expect(readStoredCart({ lines: [] })).toEqual([]);
  });

  it.each([
    ["not an object", "lines"],
    ["lines not a list", { lines: {} }],
    ["a product that is a string", { lines: [{ ...line, product: "x" }] }],
    ["a quantity of zero", { lines: [{ ...line, quantity: 0 }] }],
    ["a quantity over 999", { lines: [{ ...line, quantity: 1000 }] }],
    ["a fractional quantity", { lines: [{ ...line, quantity: 1.5 }] }],
    ["a negative price", { lines: [{ ...line, variant: { ...variant, price_in_cents: -1 } }] }],
    ["a fractional price", { lines: [{ ...line, variant: { ...variant, price_in_cents: 9.5 } }] }],
    ["an empty id", { lines: [{ ...line, variant: { ...variant, id: "" } }] }],
    [
      "an id of 121 characters",
      { lines: [{ ...line, product: { ...product, id: "a".repeat(121) } }] },
    ],
    ["an empty currency", { lines: [{ ...line, variant: { ...variant, currency: "" } }] }],
    ["stock as text", { lines: [{ ...line, variant: { ...variant, inventory_quantity: "4" } }] }],
    [
      "a missing flag",
      { lines: [{ ...line, variant: { ...variant, manage_inventory: undefined } }] },
    ],
    ["more than 100 lines", { lines: Array.from({ length: 101 }, () => line) }],
    ["one bad line among good ones", { lines: [line, { ...line, quantity: -1 }] }],
  ])("refuses %s", (_, stored) => {
    expect(readStoredCart(stored)).toBeNull();
  });
});
