/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { catalogue } from "@/lib/store/embedded/seed";
import { MIGRATION_FOLDERS, readMigrations } from "@/lib/db/migrate";
import { createEmbeddedStoreAdapter } from "@/lib/store/adapters/embedded";
import { OutOfStockError, StoreInputError, StoreUnavailableError } from "@/lib/store/errors";
import { migratedPGlite } from "../data/pglite";
import { describeStorePortContract } from "./store-port-contract";

describeStorePortContract("embedded (in-memory PGlite)", async () => {
  const db = await migratedPGlite();
  return { port: createEmbeddedStoreAdapter(db), close: () => db.close() };
});

const MEMBER = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const checkoutOf = (
  items: { variant_id: string; quantity: number }[],
  userId: string | null = null,
) => ({
  items,
  successUrl: "http://localhost:3000/success",
  cancelUrl: "http://localhost:3000/store",
  locale: "en-IN",
  timeZone: "Asia/Kolkata",
  userId,
  email: null,
});

describe("embedded store adapter", () => {
  let db: PGlite;
  let port: ReturnType<typeof createEmbeddedStoreAdapter>;
  beforeAll(async () => {
    db = await migratedPGlite();
    port = createEmbeddedStoreAdapter(db);
  }, 60_000);
  afterAll(() => db.close());

  const stockOf = async (variantId: string) =>
    (
      await db.query<{ quantity: number }>(
        "select quantity from embedded_store.stock where variant_id = $1",
        [variantId],
      )
    ).rows[0]?.quantity;

  it("seeds opening stock for counted variants only", async () => {
    await port.getStock(["lotus-crew-tee"]);
    const counted = catalogue.flatMap((p) => p.variants.filter((v) => v.manage_inventory));
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from embedded_store.stock",
    );
    expect(rows[0]?.n).toBe(counted.length);
    expect(await stockOf("lotus-crew-tee-sand-xl")).toBe(2);
    expect(await stockOf("club-gift-card-2000")).toBeUndefined();
  });

  it("records an order payable at the front desk and answers our /success?order=… address", async () => {
    const { url } = await port.checkout(
      checkoutOf(
        [
          { variant_id: "members-notebook-plain", quantity: 1 },
          { variant_id: "expressway-hoodie-m", quantity: 2 },
          { variant_id: "members-notebook-plain", quantity: 1 },
          { variant_id: "club-gift-card-5000", quantity: 1 },
        ],
        MEMBER,
      ),
    );
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe("http://localhost:3000/success");
    const id = parsed.searchParams.get("order")!;
    const order = await port.getOrder(id);
    expect(order).toMatchObject({
      id,
      reference: `LC-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`,
      user_id: MEMBER,
      status: "awaiting_payment",
      currency: "INR",
      // 2 × ₹699 + 2 × ₹2,499 (sale) + ₹5,000
      total_cents: 2 * 69900 + 2 * 249900 + 500000,
    });
    expect(order?.lines).toEqual([
      expect.objectContaining({
        variant_id: "members-notebook-plain",
        product_title: "Members' Notebook",
        variant_title: "Plain",
        quantity: 2,
        unit_price_cents: 69900,
      }),
      expect.objectContaining({
        variant_id: "expressway-hoodie-m",
        quantity: 2,
        unit_price_cents: 249900,
      }),
      expect.objectContaining({
        variant_id: "club-gift-card-5000",
        quantity: 1,
        unit_price_cents: 500000,
        image_url: "/images/store-giftcard.svg",
      }),
    ]);
    expect(await stockOf("members-notebook-plain")).toBe(38);
    expect(await stockOf("expressway-hoodie-m")).toBe(8);
    const [row] = (
      await db.query<{ payment_method: string; locale: string; time_zone: string }>(
        "select payment_method, locale, time_zone from embedded_store.orders where id = $1",
        [id],
      )
    ).rows;
    expect(row).toEqual({
      payment_method: "pay_at_front_desk",
      locale: "en-IN",
      time_zone: "Asia/Kolkata",
    });
  });

  it("lists a member's orders, newest first, and nobody else's", async () => {
    await port.checkout(
      checkoutOf([{ variant_id: "morning-ritual-mug-350ml", quantity: 1 }], MEMBER),
    );
    await port.checkout(checkoutOf([{ variant_id: "morning-ritual-mug-350ml", quantity: 1 }]));
    const mine = await port.listOrdersByUser(MEMBER);
    expect(mine).toHaveLength(2);
    expect(mine[0]?.lines[0]?.variant_id).toBe("morning-ritual-mug-350ml");
    expect(Date.parse(mine[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(mine[1]!.created_at));
    await expect(port.listOrdersByUser("1b4e28ba-2fa1-11d2-883f-0016d3cca427")).resolves.toEqual(
      [],
    );
    await expect(port.listOrdersByUser("not-a-uuid")).resolves.toEqual([]);
    await expect(port.getOrder("not-a-uuid")).resolves.toBeNull();
    await expect(port.getOrder("1b4e28ba-2fa1-11d2-883f-0016d3cca427")).resolves.toBeNull();
  });

  it("records a user id that is not a UUID as anonymous rather than failing", async () => {
    const { url } = await port.checkout(
      checkoutOf([{ variant_id: "morning-ritual-mug-350ml", quantity: 1 }], "github|42"),
    );
    const order = await port.getOrder(new URL(url).searchParams.get("order")!);
    expect(order?.user_id).toBeNull();
  });

  it("refuses unknown variants, unavailable products and over-stock orders, taking nothing", async () => {
    await expect(
      port.checkout(checkoutOf([{ variant_id: "nope", quantity: 1 }])),
    ).rejects.toBeInstanceOf(StoreInputError);
    await expect(
      port.checkout(checkoutOf([{ variant_id: "lotus-club-cap-one-size", quantity: 1 }])),
    ).rejects.toThrow("Lotus Club Cap is currently unavailable.");
    await expect(port.checkout(checkoutOf([]))).rejects.toBeInstanceOf(StoreInputError);
    const before = await stockOf("canvas-club-tote-standard");
    const refused = port.checkout(
      checkoutOf([
        { variant_id: "canvas-club-tote-standard", quantity: 1 },
        { variant_id: "lotus-crew-tee-sand-xl", quantity: 3 },
      ]),
    );
    await expect(refused).rejects.toThrow(new OutOfStockError("Lotus Crew Tee", "Sand / XL", 2));
    await expect(refused).rejects.toThrow(
      "Not enough stock for Lotus Crew Tee (Sand / XL). Only 2 left.",
    );
    expect(await stockOf("canvas-club-tote-standard")).toBe(before);
    expect(await stockOf("lotus-crew-tee-sand-xl")).toBe(2);
  });

  it("ten simultaneous checkouts for the last three units end in exactly three orders", async () => {
    await db.query(
      "update embedded_store.stock set quantity = 3 where variant_id = 'expressway-hoodie-xl'",
    );
    const { rows: before } = await db.query<{ n: number }>(
      "select count(*)::int as n from embedded_store.orders",
    );
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        port.checkout(checkoutOf([{ variant_id: "expressway-hoodie-xl", quantity: 1 }])),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(7);
    for (const r of lost) expect(r.reason).toBeInstanceOf(OutOfStockError);
    expect(await stockOf("expressway-hoodie-xl")).toBe(0);
    const { rows: after } = await db.query<{ n: number }>(
      "select count(*)::int as n from embedded_store.orders",
    );
    expect(after[0]!.n - before[0]!.n).toBe(3);
  });

  it("keeps sold stock when the schema is applied again (a restart)", async () => {
    const again = createEmbeddedStoreAdapter(db);
    await again.getStock(["expressway-hoodie"]);
    expect(await stockOf("expressway-hoodie-xl")).toBe(0);
    expect(await stockOf("expressway-hoodie-m")).toBe(8);
  });

  it("never lets stock go below zero, whatever writes it", async () => {
    await expect(
      db.query(
        "update embedded_store.stock set quantity = -1 where variant_id = 'insulated-bottle-750ml'",
      ),
    ).rejects.toThrow(/stock_quantity_not_negative/);
  });

  it("reads products without opening the database, and reports a database that cannot open", async () => {
    const broken = createEmbeddedStoreAdapter(async () => {
      throw new Error("locked");
    });
    await expect(broken.listProducts()).resolves.toMatchObject({ count: catalogue.length });
    await expect(broken.getProduct("morning-ritual-mug")).resolves.toMatchObject({
      price_in_cents: 64900,
    });
    await expect(broken.getStock(["morning-ritual-mug"])).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
  });

  it("ships schema files that are idempotent", async () => {
    const storeFolder = MIGRATION_FOLDERS.find((folder) => folder.includes("/store/"))!;
    for (const { sql } of await readMigrations(storeFolder)) {
      await db.exec(sql);
      await db.exec(sql);
    }
  });
});

describe("unpaid orders expire and give their stock back (issue 14, hoarding)", () => {
  let db: PGlite;
  let port: ReturnType<typeof createEmbeddedStoreAdapter>;
  beforeEach(async () => {
    db = await migratedPGlite();
    port = createEmbeddedStoreAdapter(db, { orderHoldHours: 72 });
  }, 60_000);
  afterEach(() => db.close());

  const shelf = async (variantId: string) =>
    (await port.getStock(["lotus-crew-tee"])).find((v) => v.id === variantId)?.inventory_quantity;
  const orderOf = (url: string) => new URL(url).searchParams.get("order")!;
  const ageBy = (id: string, hours: number) =>
    db.query(
      "update embedded_store.orders set created_at = now() - make_interval(hours => $2) where id = $1",
      [id, hours],
    );
  const lastTwo = () =>
    port.checkout(checkoutOf([{ variant_id: "lotus-crew-tee-sand-xl", quantity: 2 }]));

  it("an order unpaid past the hold expires, its units are on sale again, and the next shopper gets them", async () => {
    const first = orderOf((await lastTwo()).url);
    expect(await shelf("lotus-crew-tee-sand-xl")).toBe(0);
    await expect(lastTwo()).rejects.toBeInstanceOf(OutOfStockError);

    await ageBy(first, 71);
    expect(await shelf("lotus-crew-tee-sand-xl")).toBe(0);
    expect((await port.getOrder(first))?.status).toBe("awaiting_payment");

    await ageBy(first, 73);
    expect(await shelf("lotus-crew-tee-sand-xl")).toBe(2);
    expect((await port.getOrder(first))?.status).toBe("expired");
    const second = orderOf((await lastTwo()).url);
    expect((await port.getOrder(second))?.status).toBe("awaiting_payment");
    expect(await shelf("lotus-crew-tee-sand-xl")).toBe(0);
  });

  it("the checkout itself releases an expired order, without anyone reading the stock first", async () => {
    const first = orderOf((await lastTwo()).url);
    await ageBy(first, 100);
    await expect(lastTwo()).resolves.toHaveProperty("url");
    expect((await port.getOrder(first))?.status).toBe("expired");
  });

  it("gives units back once, however often the sweep runs, and never for a paid order", async () => {
    const unpaid = orderOf((await lastTwo()).url);
    const paid = orderOf(
      (await port.checkout(checkoutOf([{ variant_id: "expressway-hoodie-m", quantity: 3 }]))).url,
    );
    await db.query("update embedded_store.orders set status = 'paid' where id = $1", [paid]);
    await ageBy(unpaid, 80);
    await ageBy(paid, 80);
    const sweep = async () =>
      (
        await db.query<{ n: number }>(
          "select embedded_store.expire_unpaid_orders(interval '72 hours') as n",
        )
      ).rows[0]!.n;
    expect(await Promise.all([sweep(), sweep()])).toEqual(expect.arrayContaining([1, 0]));
    expect(await sweep()).toBe(0);
    expect(await shelf("lotus-crew-tee-sand-xl")).toBe(2);
    expect((await port.getOrder(paid))?.status).toBe("paid");
    const { rows } = await db.query<{ quantity: number }>(
      "select quantity from embedded_store.stock where variant_id = 'expressway-hoodie-m'",
    );
    expect(rows[0]!.quantity).toBe(7);
  });
});
