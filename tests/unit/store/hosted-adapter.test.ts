/** @jest-environment node */
import { createHostedStoreAdapter } from "@/lib/store/adapters/hosted";
import { StoreHttpError, StoreTimeoutError, StoreUnavailableError } from "@/lib/store/errors";
import { CHECKOUT_URL, startFakeStore, type FakeStore } from "./fake-store";
import { describeStorePortContract } from "./store-port-contract";

describeStorePortContract("hosted (fake store server)", async () => {
  const fake = await startFakeStore();
  return {
    port: createHostedStoreAdapter({ apiUrl: fake.url, storeId: fake.storeId }),
    close: fake.close,
  };
});

describe("hosted adapter: the exact calls of spec section 7", () => {
  let fake: FakeStore;
  let port: ReturnType<typeof createHostedStoreAdapter>;
  beforeAll(async () => {
    fake = await startFakeStore({ storeId: "store_01KABC" });
    // A trailing slash on the base URL must not double up.
    port = createHostedStoreAdapter({
      apiUrl: `${fake.url}/`,
      storeId: fake.storeId,
      timeoutMs: 300,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const last = () => fake.requests.at(-1)!;

  it("GET /store/{store}/products with ids[], offset, limit, order, sort_by, is_hidden, to_date", async () => {
    await port.listProducts({
      ids: ["a", "b"],
      offset: 12,
      limit: 6,
      order: "DESC",
      sort_by: "price",
      is_hidden: false,
      to_date: "2026-05-01",
    });
    expect(last()).toMatchObject({ method: "GET", path: "/store/store_01KABC/products" });
    expect(last().search).toBe(
      "?ids%5B%5D=a&ids%5B%5D=b&offset=12&limit=6&order=DESC&sort_by=price&is_hidden=false&to_date=2026-05-01",
    );
    expect(last().query.getAll("ids[]")).toEqual(["a", "b"]);
    expect(last().headers.accept).toBe("application/json");
  });

  it("sends no query string when none is asked for", async () => {
    await port.listProducts({});
    expect(last().search).toBe("");
  });

  it("GET /store/{store}/products/{id} with the optional field, the id escaped", async () => {
    await port.getProduct("lotus-crew-tee", { field: "variants" });
    expect(last()).toMatchObject({
      path: "/store/store_01KABC/products/lotus-crew-tee",
      search: "?field=variants",
    });
    await port.getProduct("a/b c");
    expect(last()).toMatchObject({ path: "/store/store_01KABC/products/a%2Fb%20c", search: "" });
  });

  it("GET /store/{store}/variants with fields=inventory_quantity and product_ids[]", async () => {
    const stock = await port.getStock(["insulated-bottle", "lotus-club-cap"]);
    expect(last()).toMatchObject({ method: "GET", path: "/store/store_01KABC/variants" });
    expect(last().search).toBe(
      "?fields=inventory_quantity&product_ids%5B%5D=insulated-bottle&product_ids%5B%5D=lotus-club-cap",
    );
    expect(stock).toEqual([
      { id: "insulated-bottle-750ml", inventory_quantity: 3 },
      { id: "lotus-club-cap-one-size", inventory_quantity: 0 },
    ]);
  });

  it("POST /store/{store}/checkout with exactly items, successUrl, cancelUrl, locale and timeZone; reads url", async () => {
    const answer = await port.checkout({
      items: [{ variant_id: "morning-ritual-mug-350ml", quantity: 2 }],
      successUrl: "https://lotusclub.in/success",
      cancelUrl: "https://lotusclub.in/product/morning-ritual-mug",
      locale: "en-IN",
      timeZone: "Asia/Kolkata",
      userId: "2b1f4c1e-8a3d-4a57-9d0e-3b8e8f7d6c5a",
      email: "member@example.com",
    });
    expect(answer).toEqual({ url: CHECKOUT_URL });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/store/store_01KABC/checkout",
      search: "",
    });
    expect(last().headers["content-type"]).toBe("application/json");
    expect(last().body).toEqual({
      items: [{ variant_id: "morning-ritual-mug-350ml", quantity: 2 }],
      successUrl: "https://lotusclub.in/success",
      cancelUrl: "https://lotusclub.in/product/morning-ritual-mug",
      locale: "en-IN",
      timeZone: "Asia/Kolkata",
    });
  });

  it("turns any non-OK answer into 'HTTP {status}: {statusText}'", async () => {
    fake.answerNext({ status: 500, statusText: "Internal Server Error" });
    await expect(port.listProducts()).rejects.toThrow(
      new StoreHttpError(500, "Internal Server Error"),
    );
    fake.answerNext({ status: 503, statusText: "Service Unavailable" });
    await expect(port.getStock(["x"])).rejects.toThrow("HTTP 503: Service Unavailable");
    fake.answerNext({ status: 429, statusText: "Too Many Requests" });
    await expect(
      port.checkout({
        items: [{ variant_id: "x", quantity: 1 }],
        successUrl: "s",
        cancelUrl: "c",
        locale: "en",
        timeZone: "UTC",
        userId: null,
        email: null,
      }),
    ).rejects.toThrow("HTTP 429: Too Many Requests");
  });

  it("answers null for an unknown product (404), but passes other failures on", async () => {
    await expect(port.getProduct("nope")).resolves.toBeNull();
    fake.answerNext({ status: 502, statusText: "Bad Gateway" });
    await expect(port.getProduct("lotus-crew-tee")).rejects.toThrow("HTTP 502: Bad Gateway");
  });

  it("gives up on a slow answer after its timeout", async () => {
    fake.answerNext({ delayMs: 1500 });
    const started = Date.now();
    await expect(port.listProducts()).rejects.toBeInstanceOf(StoreTimeoutError);
    expect(Date.now() - started).toBeLessThan(1200);
    fake.answerNext({ delayMs: 1500 });
    await expect(port.getStock(["insulated-bottle"])).rejects.toBeInstanceOf(StoreTimeoutError);
    fake.answerNext({ delayMs: 1500 });
    await expect(port.getProduct("lotus-crew-tee")).rejects.toBeInstanceOf(StoreTimeoutError);
    fake.answerNext({ delayMs: 1500 });
    await expect(
      port.checkout({
        items: [{ variant_id: "x", quantity: 1 }],
        successUrl: "s",
        cancelUrl: "c",
        locale: "en",
        timeZone: "UTC",
        userId: null,
        email: null,
      }),
    ).rejects.toBeInstanceOf(StoreTimeoutError);
  });

  it("reports an unreadable answer or an unreachable store as unavailable", async () => {
    fake.answerNext({ body: { products: "not a list" } });
    await expect(port.listProducts()).rejects.toBeInstanceOf(StoreUnavailableError);
    const nowhere = createHostedStoreAdapter({
      apiUrl: "http://127.0.0.1:9",
      storeId: "s",
      timeoutMs: 500,
    });
    await expect(nowhere.listProducts()).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it("names an answer that is not JSON as such, and still times out a body that never ends", async () => {
    const answering = (body: string) =>
      createHostedStoreAdapter({
        apiUrl: "https://store.example",
        storeId: "s",
        timeoutMs: 300,
        fetch: async (_url, init) =>
          new Response(
            body === "stall"
              ? new ReadableStream({
                  start(controller) {
                    controller.enqueue(new TextEncoder().encode('{"products": ['));
                    init?.signal?.addEventListener("abort", () =>
                      controller.error(init.signal!.reason),
                    );
                  },
                })
              : body,
            { status: 200, headers: { "content-type": "text/html" } },
          ),
      });
    await expect(
      answering("<!doctype html><h1>Bad Gateway</h1>").listProducts(),
    ).rejects.toMatchObject({
      name: "StoreUnavailableError",
      message: "The store answered with something that is not JSON.",
    });
    await expect(answering("stall").listProducts()).rejects.toBeInstanceOf(StoreTimeoutError);
  });

  it("reads the store's looser shapes: missing optional fields, price from the first price", async () => {
    fake.answerNext({
      body: {
        products: [
          {
            id: 7,
            title: "Sample",
            image: "https://cdn.example/p.png",
            variants: [
              {
                id: "v1",
                prices: [
                  {
                    amount: 2500,
                    sale_amount: 1999,
                    currency_code: "EUR",
                    currency: { code: "EUR", symbol: "€", template: "€$1", name: "Euro" },
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    const page = await port.listProducts();
    expect(page).toMatchObject({ count: 1, offset: 0, limit: 1 });
    expect(page.products[0]).toMatchObject({
      id: "7",
      thumbnail: "https://cdn.example/p.png",
      price_in_cents: 1999,
      currency: "EUR",
      purchasable: true,
      options: [],
      related_products: [],
      deleted_at: null,
    });
    expect(page.products[0]?.variants[0]).toMatchObject({
      manage_inventory: false,
      inventory_quantity: null,
      options: [],
    });
  });

  it("keeps no orders of its own", async () => {
    await expect(port.getOrder("x")).resolves.toBeNull();
    await expect(port.listOrdersByUser("u")).resolves.toEqual([]);
  });
});
