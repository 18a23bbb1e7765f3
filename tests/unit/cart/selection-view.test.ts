import { catalogue } from "@/lib/store/embedded/seed";
import { toSelectionView } from "@/lib/cart/selection-view";
import { price, record, variant } from "../store/fixtures";

const tee = catalogue.find((p) => p.id === "lotus-crew-tee")!;

describe("the product page's selection view", () => {
  it("carries what the picker, gallery and purchase panel read, and nothing else", () => {
    const view = toSelectionView(tee);
    expect(Object.keys(view).sort()).toEqual(
      ["id", "title", "image", "purchasable", "images", "options", "variants"].sort(),
    );
    expect(view).toMatchObject({
      id: "lotus-crew-tee",
      title: "Lotus Crew Tee",
      image: "/images/store-tee.svg",
      purchasable: true,
      images: [
        "/images/store-tee.svg",
        "/images/store-tee-sand.svg",
        "/images/store-tee-green.svg",
      ],
    });
    expect(view.options.map(({ title, values }) => ({ title, values }))).toEqual([
      { title: "Colour", values: ["Charcoal", "Sand", "Lotus Green"] },
      { title: "Size", values: ["S", "M", "L", "XL"] },
    ]);
    expect(view.variants).toHaveLength(12);
    expect(view.variants.find((v) => v.id === "lotus-crew-tee-sand-xl")).toEqual({
      id: "lotus-crew-tee-sand-xl",
      title: "Sand / XL",
      image_url: "/images/store-tee-sand.svg",
      manage_inventory: true,
      inventory_quantity: 2,
      price: { cents: 149900, compareAtCents: null, currency: "INR" },
      values: ["Sand", "XL"],
    });
  });

  it("keeps an option without values; no variant has a value for it", () => {
    const v = (id: string, size: string) =>
      variant(id, [], {
        options: [{ id: `${id}s`, option_id: "s", variant_id: id, value: size }],
      });
    const variants = [v("small", "S"), v("large", "L")];
    const view = toSelectionView(
      record("p", variants, {
        options: [
          { id: "s", title: "Size", values: variants.map((x) => x.options[0]!) },
          { id: "e", title: "Empty", values: [] },
        ],
      }),
    );
    expect(view.options[1]).toEqual({ id: "e", title: "Empty", values: [] });
    expect(view.variants.map((x) => [x.values, x.price])).toEqual([
      [["S", null], null],
      [["L", null], null],
    ]);
  });

  it("reads a sale price once, as the panel shows it", () => {
    const view = toSelectionView(record("p", [variant("a", price(329900, 249900))]));
    expect(view.variants[0]!.price).toEqual({
      cents: 249900,
      compareAtCents: 329900,
      currency: "INR",
    });
  });
});
