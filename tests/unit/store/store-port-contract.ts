import { catalogue } from "@/lib/store/embedded/seed";
import { StoreError } from "@/lib/store/errors";
import type { StorePort } from "@/lib/store/port";

export type ContractSubject = { port: StorePort; close: () => Promise<void> };

const input = (items: { variant_id: string; quantity: number }[]) => ({
  items,
  successUrl: "http://localhost:3000/success",
  cancelUrl: "http://localhost:3000/store",
  locale: "en-IN",
  timeZone: "Asia/Kolkata",
  userId: null,
  email: null,
});

/** What every store adapter must do, whatever backs it. */
export function describeStorePortContract(name: string, setup: () => Promise<ContractSubject>) {
  describe(`StorePort contract: ${name}`, () => {
    let subject: ContractSubject;
    beforeAll(async () => {
      subject = await setup();
    }, 60_000);
    afterAll(() => subject.close());

    it("lists products with count, offset and limit, each with its shown price", async () => {
      const page = await subject.port.listProducts({ offset: 0, limit: 48 });
      expect(page.count).toBe(catalogue.length);
      expect(page.offset).toBe(0);
      expect(page.products.map((p) => p.id)).toEqual(catalogue.map((p) => p.id));
      const notebook = page.products.find((p) => p.id === "members-notebook")!;
      expect(notebook).toMatchObject({ price_in_cents: 69900, currency: "INR" });
      expect(page.products.find((p) => p.id === "expressway-hoodie")).toMatchObject({
        price_in_cents: 249900,
        ribbon_text: "Sale",
      });
    });

    it("filters by ids and pages", async () => {
      const some = await subject.port.listProducts({
        ids: ["morning-ritual-mug", "club-gift-card"],
      });
      expect(some.products.map((p) => p.id).sort()).toEqual([
        "club-gift-card",
        "morning-ritual-mug",
      ]);
      const second = await subject.port.listProducts({ offset: 2, limit: 3 });
      expect(second.products.map((p) => p.id)).toEqual(catalogue.slice(2, 5).map((p) => p.id));
    });

    it("reads one product, or null for an unknown id", async () => {
      const tee = await subject.port.getProduct("lotus-crew-tee");
      expect(tee).toMatchObject({
        id: "lotus-crew-tee",
        title: "Lotus Crew Tee",
        currency: "INR",
        price_in_cents: 149900,
      });
      expect(tee?.variants).toHaveLength(12);
      expect(tee?.options.map((o) => o.title)).toEqual(["Colour", "Size"]);
      await expect(subject.port.getProduct("no-such-product")).resolves.toBeNull();
    });

    it("reads stock for the products' variants", async () => {
      const stock = await subject.port.getStock(["canvas-club-tote", "club-gift-card"]);
      expect(stock).toEqual(
        expect.arrayContaining([
          { id: "canvas-club-tote-standard", inventory_quantity: 60 },
          { id: "club-gift-card-2000", inventory_quantity: null },
        ]),
      );
      expect(
        stock.every(
          (s) => s.id.startsWith("canvas-club-tote") || s.id.startsWith("club-gift-card"),
        ),
      ).toBe(true);
    });

    it("checks out: answers a URL and takes the units", async () => {
      const { url } = await subject.port.checkout(
        input([{ variant_id: "canvas-club-tote-standard", quantity: 2 }]),
      );
      expect(() => new URL(url)).not.toThrow();
      const [tote] = await subject.port.getStock(["canvas-club-tote"]);
      expect(tote).toEqual({ id: "canvas-club-tote-standard", inventory_quantity: 58 });
    });

    it("refuses a checkout for more than the stock, taking nothing", async () => {
      await expect(
        subject.port.checkout(
          input([
            { variant_id: "morning-ritual-mug-350ml", quantity: 1 },
            { variant_id: "insulated-bottle-750ml", quantity: 4 },
          ]),
        ),
      ).rejects.toBeInstanceOf(StoreError);
      const stock = await subject.port.getStock(["morning-ritual-mug", "insulated-bottle"]);
      expect(stock).toEqual([
        { id: "morning-ritual-mug-350ml", inventory_quantity: 400 },
        { id: "insulated-bottle-750ml", inventory_quantity: 3 },
      ]);
    });
  });
}
