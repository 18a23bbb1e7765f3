import type { StateStorage } from "zustand/middleware";
import { CART_STORAGE_KEY, CART_VERSION, CartError, createCartStore } from "@/lib/cart/cart-store";
import { cartCount } from "@/lib/cart/count";
import { cartSubtotals, lineTotal, toCartProduct, toCartVariant } from "@/lib/cart/lines";
import type { CartProduct, CartVariant } from "@/lib/cart/types";
import { catalogue } from "@/lib/store/embedded/seed";
import { toPricedVariant } from "@/lib/store/price";

function memoryStorage(
  initial: Record<string, string> = {},
): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
}

const tee: CartProduct = {
  id: "lotus-crew-tee",
  title: "Lotus Crew Tee",
  image: "/images/store-tee.svg",
};
const sandXl: CartVariant = {
  id: "lotus-crew-tee-sand-xl",
  title: "Sand / XL",
  image_url: "/images/store-tee-sand.svg",
  price_in_cents: 149900,
  compare_at_cents: null,
  currency: "INR",
  manage_inventory: true,
  inventory_quantity: 2,
};
const giftCard: CartVariant = {
  ...sandXl,
  id: "club-gift-card-2000",
  title: "₹2,000",
  price_in_cents: 200000,
  manage_inventory: false,
  inventory_quantity: null,
};
const card: CartProduct = { id: "club-gift-card", title: "Club Gift Card", image: null };

async function newStore(storage = memoryStorage()) {
  const store = createCartStore(storage);
  await store.persist.rehydrate();
  return { store, storage, cart: () => store.getState() };
}

describe("cart store transitions", () => {
  it("starts empty and adds a line", async () => {
    const { cart } = await newStore();
    expect(cart().lines).toEqual([]);
    cart().addItem(tee, sandXl, 1);
    expect(cart().lines).toEqual([{ product: tee, variant: sandXl, quantity: 1 }]);
  });

  it("merges quantity into the line of the same variant, keeping the newest snapshot", async () => {
    const { cart } = await newStore();
    cart().addItem(card, giftCard, 1);
    cart().addItem(card, { ...giftCard, title: "Renamed" }, 3);
    expect(cart().lines).toHaveLength(1);
    expect(cart().lines[0]).toMatchObject({ quantity: 4, variant: { title: "Renamed" } });
    cart().addItem(tee, sandXl, 1);
    expect(cart().lines.map((l) => l.variant.id)).toEqual([
      "club-gift-card-2000",
      "lotus-crew-tee-sand-xl",
    ]);
  });

  it("refuses more than counted stock, counting what the cart holds, with the spec's message", async () => {
    const { cart } = await newStore();
    expect(() => cart().addItem(tee, sandXl, 3)).toThrow(
      new CartError("Not enough stock for Lotus Crew Tee (Sand / XL). Only 2 left."),
    );
    cart().addItem(tee, sandXl, 2);
    expect(() => cart().addItem(tee, sandXl, 1)).toThrow(
      "Not enough stock for Lotus Crew Tee (Sand / XL). Only 2 left.",
    );
    expect(cart().lines[0]?.quantity).toBe(2);
    expect(() => cart().addItem(tee, { ...sandXl, inventory_quantity: null }, 1)).toThrow(
      "Only 0 left.",
    );
  });

  it("does not count stock for a variant that does not manage inventory", async () => {
    const { cart } = await newStore();
    cart().addItem(card, giftCard, 50);
    cart().addItem(card, giftCard, 49);
    expect(cart().lines[0]?.quantity).toBe(99);
  });

  it("refuses a quantity below 1 or not whole, and more than 99 of one item", async () => {
    const { cart } = await newStore();
    expect(() => cart().addItem(card, giftCard, 0)).toThrow(CartError);
    expect(() => cart().addItem(card, giftCard, 1.5)).toThrow(CartError);
    cart().addItem(card, giftCard, 99);
    expect(() => cart().addItem(card, giftCard, 1)).toThrow(
      "You can order up to 99 of one item at a time.",
    );
  });

  it("removes a line", async () => {
    const { cart } = await newStore();
    cart().addItem(tee, sandXl, 1);
    cart().addItem(card, giftCard, 1);
    cart().removeItem(sandXl.id);
    expect(cart().lines.map((l) => l.variant.id)).toEqual([giftCard.id]);
    cart().removeItem("not-there");
    expect(cart().lines).toHaveLength(1);
  });

  it("sets a quantity; zero or less removes the line", async () => {
    const { cart } = await newStore();
    cart().addItem(card, giftCard, 1);
    cart().setQuantity(giftCard.id, 5);
    expect(cart().lines[0]?.quantity).toBe(5);
    cart().setQuantity(giftCard.id, 2.7);
    expect(cart().lines[0]?.quantity).toBe(2);
    cart().setQuantity(giftCard.id, Number.NaN);
    expect(cart().lines[0]?.quantity).toBe(2);
    cart().setQuantity(giftCard.id, 0);
    expect(cart().lines).toEqual([]);
    cart().addItem(card, giftCard, 1);
    cart().setQuantity(giftCard.id, -3);
    expect(cart().lines).toEqual([]);
    cart().setQuantity("not-there", 4);
    expect(cart().lines).toEqual([]);
  });

  it("applies the stock rule when raising a quantity, never when lowering it", async () => {
    const { cart } = await newStore();
    cart().addItem(tee, sandXl, 2);
    expect(() => cart().setQuantity(sandXl.id, 3)).toThrow("Only 2 left.");
    cart().updateStock(new Map([[sandXl.id, 1]]));
    expect(cart().lines[0]?.variant.inventory_quantity).toBe(1);
    expect(() => cart().setQuantity(sandXl.id, 2)).not.toThrow();
    cart().setQuantity(sandXl.id, 1);
    expect(cart().lines[0]?.quantity).toBe(1);
  });

  it("keeps fresh stock on the lines it concerns only", async () => {
    const { cart, store } = await newStore();
    cart().addItem(card, giftCard, 1);
    const before = cart().lines;
    cart().updateStock(new Map([["other", 4]]));
    expect(store.getState().lines).toBe(before);
  });

  it("clears", async () => {
    const { cart } = await newStore();
    cart().addItem(tee, sandXl, 1);
    cart().addItem(card, giftCard, 1);
    cart().clear();
    expect(cart().lines).toEqual([]);
  });
});

describe("cart persistence", () => {
  it("stores the lines under the cart key with a version", async () => {
    const { cart, storage } = await newStore();
    cart().addItem(tee, sandXl, 2);
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY)!)).toEqual({
      state: { lines: [{ product: tee, variant: sandXl, quantity: 2 }] },
      version: CART_VERSION,
    });
  });

  it("reads a stored cart back", async () => {
    const first = await newStore();
    first.cart().addItem(card, giftCard, 3);
    const second = await newStore(first.storage);
    expect(second.cart().lines).toEqual([{ product: card, variant: giftCard, quantity: 3 }]);
  });

  it.each([
    ["not JSON", "{not json"],
    [
      "the wrong shape",
      JSON.stringify({
        state: { lines: [{ product: "x", quantity: "two" }] },
        version: CART_VERSION,
      }),
    ],
    [
      "a negative quantity",
      JSON.stringify({
        state: { lines: [{ product: tee, variant: sandXl, quantity: -1 }] },
        version: CART_VERSION,
      }),
    ],
    ["no lines at all", JSON.stringify({ state: { lines: null }, version: CART_VERSION })],
    [
      "an outdated version",
      JSON.stringify({ state: { items: [{ id: "x", qty: 1 }] }, version: 0 }),
    ],
  ])("drops a stored cart that is %s, quietly", async (_, stored) => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: stored });
    const { cart } = await newStore(storage);
    expect(cart().lines).toEqual([]);
    const left = storage.data.get(CART_STORAGE_KEY);
    expect(left === undefined || JSON.parse(left).state.lines.length === 0).toBe(true);
    cart().addItem(card, giftCard, 1);
    expect(cart().lines).toHaveLength(1);
  });

  it("survives a storage that throws", async () => {
    const broken: StateStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    const store = createCartStore(broken);
    await store.persist.rehydrate();
    store.getState().addItem(card, giftCard, 1);
    expect(store.getState().lines).toHaveLength(1);
  });
});

describe("cart lines", () => {
  it("snapshots a product and a variant from the store's shapes", () => {
    const hoodie = catalogue.find((p) => p.id === "expressway-hoodie")!;
    expect(toCartProduct(hoodie)).toEqual({
      id: "expressway-hoodie",
      title: "Expressway Hoodie",
      image: "/images/store-hoodie.svg",
    });
    expect(toCartVariant(toPricedVariant(hoodie.variants[0]!))).toEqual({
      id: "expressway-hoodie-s",
      title: "S",
      image_url: null,
      price_in_cents: 249900,
      compare_at_cents: 329900,
      currency: "INR",
      manage_inventory: true,
      inventory_quantity: 10,
    });
  });

  it("counts units and totals lines and the subtotal per currency", () => {
    const lines = [
      { product: tee, variant: sandXl, quantity: 2 },
      { product: card, variant: giftCard, quantity: 1 },
      {
        product: card,
        variant: { ...giftCard, id: "eur", currency: "eur", price_in_cents: 1000 },
        quantity: 3,
      },
    ];
    expect(cartCount(lines)).toBe(6);
    expect(lineTotal(lines[0]!)).toBe(299800);
    expect(cartSubtotals(lines)).toEqual([
      { currency: "INR", cents: 499800 },
      { currency: "EUR", cents: 3000 },
    ]);
    expect(cartSubtotals([])).toEqual([]);
  });
});
