import { catalogue } from "@/lib/store/embedded/seed";
import {
  findVariant,
  galleryImages,
  optionChoices,
  variantValue,
  wrapIndex,
} from "@/lib/store/options";
import { toSelectionView } from "@/lib/cart/selection-view";
import { price, record, variant } from "./fixtures";

const tee = catalogue.find((p) => p.id === "lotus-crew-tee")!;
const byId = (id: string) => tee.variants.find((v) => v.id === id)!;

describe("options and variants", () => {
  it("lists each option's distinct values in order", () => {
    expect(optionChoices(tee)).toEqual([
      expect.objectContaining({ title: "Colour", values: ["Charcoal", "Sand", "Lotus Green"] }),
      expect.objectContaining({ title: "Size", values: ["S", "M", "L", "XL"] }),
    ]);
  });

  it("picks the variant matching every chosen value", () => {
    const { variants } = toSelectionView(tee);
    const current = variants.find((v) => v.id === "lotus-crew-tee-charcoal-xl")!;
    expect(findVariant(variants, current, { option: 0, value: "Sand" })?.id).toBe(
      "lotus-crew-tee-sand-xl",
    );
    const colour = optionChoices(tee)[0]!;
    expect(variantValue(tee, byId("lotus-crew-tee-sand-m"), colour.id)).toBe("Sand");
  });

  it("falls back to the first variant carrying the picked value when no exact match exists", () => {
    const colour = { id: "c", title: "Colour" };
    const size = { id: "s", title: "Size" };
    const v = (id: string, c: string, s: string) =>
      variant(id, price(100), {
        options: [
          { id: `${id}c`, option_id: "c", variant_id: id, value: c },
          { id: `${id}s`, option_id: "s", variant_id: id, value: s },
        ],
      });
    const variants = [v("red-s", "Red", "S"), v("blue-m", "Blue", "M")];
    const product = record("p", variants, {
      options: [
        { ...colour, values: variants.map((x) => x.options[0]!) },
        { ...size, values: variants.map((x) => x.options[1]!) },
      ],
    });
    const view = toSelectionView(product);
    expect(findVariant(view.variants, view.variants[0]!, { option: 0, value: "Blue" })?.id).toBe(
      "blue-m",
    );
  });

  it("reads a value from the option's list when the variant does not carry it", () => {
    const v = variant("only", price(1));
    const product = record("p", [v], {
      options: [
        {
          id: "o",
          title: "Size",
          values: [{ id: "x", option_id: "o", variant_id: "only", value: "L" }],
        },
      ],
    });
    expect(variantValue(product, v, "o")).toBe("L");
  });
});

describe("gallery", () => {
  it("orders the images and adds variant images not among them, once", () => {
    const product = record(
      "p",
      [
        variant("a", price(1), { image_url: "/b.svg" }),
        variant("b", price(1), { image_url: "/c.svg" }),
      ],
      {
        images: [
          { url: "/b.svg", order: 1, type: "image" },
          { url: "/a.svg", order: 0, type: "image" },
        ],
      },
    );
    expect(galleryImages(product)).toEqual(["/a.svg", "/b.svg", "/c.svg"]);
  });

  it("uses the thumbnail when there is nothing else", () => {
    expect(galleryImages(record("p", [], { thumbnail: "/t.svg" }))).toEqual(["/t.svg"]);
  });

  it("wraps around both ways", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(4, 0)).toBe(0);
  });
});
