/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import { catalogue } from "@/lib/store/embedded/seed";
import { queryCatalogue } from "@/lib/store/embedded/catalogue";
import { withShownPrice } from "@/lib/store/price";
import { availableUnits } from "@/lib/store/stock";

describe("the local catalogue", () => {
  it("has at least eight products with unique ids and variant ids", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(8);
    expect(new Set(catalogue.map((p) => p.id)).size).toBe(catalogue.length);
    const variantIds = catalogue.flatMap((p) => p.variants.map((v) => v.id));
    expect(new Set(variantIds).size).toBe(variantIds.length);
  });

  it("uses only our own images, and every one exists", () => {
    for (const product of catalogue) {
      const urls = [
        product.thumbnail,
        ...product.images.map((i) => i.url),
        ...product.variants.map((v) => v.image_url),
      ];
      for (const url of urls.filter((u): u is string => u !== null)) {
        expect(url).toMatch(/^\/images\/store-[a-z-]+\.svg$/);
        expect(existsSync(path.join(process.cwd(), "public", url))).toBe(true);
      }
    }
  });

  it("prices everything in INR and every option value names a variant of its product", () => {
    for (const product of catalogue) {
      expect(product.variants.length).toBeGreaterThan(0);
      for (const variant of product.variants) expect(variant.prices[0]?.currency_code).toBe("INR");
      const ids = new Set(product.variants.map((v) => v.id));
      for (const option of product.options)
        for (const value of option.values) expect(ids.has(value.variant_id)).toBe(true);
    }
  });

  it("has apparel with sizes and colours, one product not purchasable, one nearly out of stock, one on sale with a ribbon", () => {
    const tee = catalogue.find((p) => p.options.map((o) => o.title).join() === "Colour,Size");
    expect(tee?.variants.length).toBe(12);
    expect(catalogue.filter((p) => !p.purchasable)).toHaveLength(1);
    const nearlyGone = catalogue.filter(
      (p) => p.purchasable && p.variants.every((v) => v.manage_inventory && availableUnits(v) <= 3),
    );
    expect(nearlyGone.map((p) => p.id)).toEqual(["insulated-bottle"]);
    const onSale = catalogue.filter((p) =>
      p.variants.some((v) => v.prices[0]?.sale_amount !== null),
    );
    expect(onSale.map((p) => [p.id, p.ribbon_text])).toEqual([["expressway-hoodie", "Sale"]]);
    expect(catalogue.some((p) => p.type?.value === "digital")).toBe(true);
  });

  it("shows the lowest price for lowest_price_first and the first for 'first'", () => {
    expect(withShownPrice(catalogue.find((p) => p.id === "members-notebook")!).price_in_cents).toBe(
      69900,
    );
    expect(
      withShownPrice(catalogue.find((p) => p.id === "expressway-hoodie")!).price_in_cents,
    ).toBe(249900);
    expect(withShownPrice(catalogue.find((p) => p.id === "club-gift-card")!).price_in_cents).toBe(
      200000,
    );
  });

  it("relates products only to products that exist", () => {
    const ids = new Set(catalogue.map((p) => p.id));
    for (const product of catalogue)
      for (const r of product.related_products) expect(ids.has(r.related_id)).toBe(true);
  });
});

describe("queryCatalogue", () => {
  it("lists in the catalogue's order with the count, offset and limit", () => {
    const page = queryCatalogue(catalogue);
    expect(page.count).toBe(catalogue.length);
    expect(page.offset).toBe(0);
    expect(page.products.map((p) => p.order)).toEqual(
      [...page.products.map((p) => p.order)].sort((a, b) => a - b),
    );
    expect(page.products[0]).toHaveProperty("price_in_cents");
  });

  it("filters by ids and pages with offset and limit", () => {
    expect(
      queryCatalogue(catalogue, { ids: ["club-gift-card", "morning-ritual-mug"] }).products.map(
        (p) => p.id,
      ),
    ).toEqual(["morning-ritual-mug", "club-gift-card"]);
    const second = queryCatalogue(catalogue, { offset: 2, limit: 2 });
    expect(second).toMatchObject({ count: catalogue.length, offset: 2, limit: 2 });
    expect(second.products.map((p) => p.id)).toEqual(catalogue.slice(2, 4).map((p) => p.id));
  });

  it("sorts by price either way", () => {
    const asc = queryCatalogue(catalogue, { sort_by: "price", order: "ASC" }).products.map(
      (p) => p.price_in_cents,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = queryCatalogue(catalogue, { sort_by: "price", order: "DESC" }).products.map(
      (p) => p.price_in_cents,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it("leaves hidden and deleted products out of the listing, and honours to_date", () => {
    const hidden = { ...catalogue[0]!, id: "hidden", status: "hidden" };
    const deleted = { ...catalogue[0]!, id: "deleted", deleted_at: "2026-02-01T00:00:00.000Z" };
    const late = { ...catalogue[0]!, id: "late", created_at: "2030-01-01T00:00:00.000Z" };
    const all = [...catalogue, hidden, deleted, late];
    const listed = queryCatalogue(all).products.map((p) => p.id);
    expect(listed).not.toContain("hidden");
    expect(listed).not.toContain("deleted");
    expect(queryCatalogue(all, { is_hidden: true }).products.map((p) => p.id)).toEqual(["hidden"]);
    expect(queryCatalogue(all, { ids: ["hidden"] }).products.map((p) => p.id)).toEqual(["hidden"]);
    expect(queryCatalogue(all, { to_date: "2029-01-01" }).products.map((p) => p.id)).not.toContain(
      "late",
    );
  });
});
