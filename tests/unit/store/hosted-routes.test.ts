/** @jest-environment node */
import { rmSync } from "node:fs";
import { createElement, Suspense, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { catalogue } from "@/lib/store/embedded/seed";
import { CartProvider } from "@/lib/cart/cart-provider";
import ProductPage from "@/app/(store)/product/[id]/page";
import StorePage from "@/app/(store)/store/page";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as inventory } from "@/app/api/inventory/route";
import { CHECKOUT_URL, startFakeStore, type FakeStore } from "./fake-store";
import { createTempDataDir, jsonPost, nextClientIp, SITE } from "../http/route-helpers";

const hostile = {
  ...catalogue.find((p) => p.id === "morning-ritual-mug")!,
  id: "hostile-mug",
  title: "Hostile Mug",
  description:
    '<p>Fine print</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>',
  additional_info: [
    { id: "care", order: 1, title: "Care", description: '<p onclick="alert(4)">Wash by hand</p>' },
  ],
  related_products: [],
};

// Connected store mode: the configuration is read on the first call, after this.
const folder = createTempDataDir();
let fake: FakeStore;
beforeAll(async () => {
  fake = await startFakeStore({ storeId: "store_routes", products: [...catalogue, hostile] });
  process.env.STORE_API_URL = fake.url;
  process.env.STORE_ID = fake.storeId;
});
afterAll(async () => {
  await fake.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  fake.requests.length = 0;
});

const mug = {
  product_id: "morning-ritual-mug",
  variant_id: "morning-ritual-mug-350ml",
  quantity: 2,
};
const send = (body: unknown) => checkout(jsonPost("/api/checkout", body));
const calls = () => fake.requests.map((r) => `${r.method} ${r.path}`);

describe("POST /api/checkout against the hosted store", () => {
  it("checks products and fresh stock, then posts the checkout with our return addresses", async () => {
    const response = await send({
      items: [mug],
      cancelUrl: `${SITE}/product/morning-ritual-mug`,
      locale: "hi-IN",
      timeZone: "Asia/Kolkata",
    });
    await expect(response.json()).resolves.toEqual({ ok: true, url: CHECKOUT_URL });
    expect(calls()).toEqual([
      "GET /store/store_routes/products",
      "GET /store/store_routes/variants",
      "POST /store/store_routes/checkout",
    ]);
    expect(fake.requests[0]?.query.getAll("ids[]")).toEqual(["morning-ritual-mug"]);
    expect(fake.requests[1]?.search).toBe(
      "?fields=inventory_quantity&product_ids%5B%5D=morning-ritual-mug",
    );
    expect(fake.requests[2]?.body).toEqual({
      items: [{ variant_id: "morning-ritual-mug-350ml", quantity: 2 }],
      successUrl: `${SITE}/success`,
      cancelUrl: `${SITE}/product/morning-ritual-mug`,
      locale: "hi-IN",
      timeZone: "Asia/Kolkata",
    });
  });

  it("sends the store page as the cancel URL when the page named is not ours", async () => {
    await send({ items: [mug], cancelUrl: "https://evil.example/" });
    expect((fake.requests.at(-1)?.body as { cancelUrl: string }).cancelUrl).toBe(`${SITE}/store`);
  });

  it("refuses before the store's checkout when fresh stock is short", async () => {
    fake.stock.set("insulated-bottle-750ml", 1);
    const response = await send({
      items: [
        { product_id: "insulated-bottle", variant_id: "insulated-bottle-750ml", quantity: 2 },
      ],
    });
    expect(response.status).toBe(409);
    await expect(response.json()).resolves.toMatchObject({
      message: "Not enough stock for Insulated Steel Bottle (750 ml). Only 1 left.",
    });
    expect(calls()).not.toContain("POST /store/store_routes/checkout");
  });

  it("passes the store's failure on as 502 'HTTP {status}: {statusText}'", async () => {
    fake.answerNext({ status: 500, statusText: "Internal Server Error" });
    const response = await send({ items: [mug] });
    expect(response.status).toBe(502);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "store_failed",
      message: "HTTP 500: Internal Server Error",
    });
  });

  it("never hands the browser an address that is neither https nor ours", async () => {
    fake.answerNext({});
    fake.answerNext({});
    fake.answerNext({ body: { url: "http://pay.evil.example/checkout" } });
    const response = await send({ items: [mug] });
    expect(response.status).toBe(503);
    await expect(response.json()).resolves.not.toHaveProperty("url");
  });
});

describe("GET /api/inventory against the hosted store", () => {
  const get = (query: string) =>
    inventory(
      new Request(`${SITE}/api/inventory${query}`, {
        headers: { "x-forwarded-for": nextClientIp() },
      }),
    );

  it("reads the variants call, fresh each time", async () => {
    const first = (await (await get("?product_ids[]=insulated-bottle")).json()) as {
      variants: unknown;
    };
    fake.stock.set("insulated-bottle-750ml", 0);
    const second = (await (await get("?product_ids[]=insulated-bottle")).json()) as {
      variants: unknown;
    };
    expect(first).not.toEqual(second);
    expect(second.variants).toEqual([{ id: "insulated-bottle-750ml", inventory_quantity: 0 }]);
  });

  it("passes a store failure on as 502 with its message", async () => {
    fake.answerNext({ status: 503, statusText: "Service Unavailable" });
    const response = await get("?product_ids[]=insulated-bottle");
    expect(response.status).toBe(502);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "store_failed",
      message: "HTTP 503: Service Unavailable",
    });
  });
});

describe("store pages over the hosted store", () => {
  it("/store shows 'Error loading products: {message}'", async () => {
    fake.answerNext({ status: 500, statusText: "Internal Server Error" });
    const html = renderToStaticMarkup(await StorePage());
    expect(html).toContain("Error loading products: HTTP 500: Internal Server Error");
  });

  it("/store and /product/{id} say what the route handlers say for an unreadable or slow store", async () => {
    // The same words as GET /api/inventory gives the browser, never the adapter's own message.
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fake.answerNext({ body: { data: { items: [] } } });
    expect(renderToStaticMarkup(await StorePage())).toContain(
      "Error loading products: The store is unavailable right now. Please try again in a moment.",
    );
    fake.answerNext({ body: { product: { id: 7 } } });
    expect(
      renderToStaticMarkup(
        await ProductPage({ params: Promise.resolve({ id: "morning-ritual-mug" }) }),
      ),
    ).toContain(
      "Error loading product: The store is unavailable right now. Please try again in a moment.",
    );
    // Logged on the server with the cause.
    expect(logged).toHaveBeenCalledWith(
      "[store]",
      expect.objectContaining({ name: "StoreUnavailableError" }),
    );
    logged.mockRestore();
  });

  it("/store shows the empty state when the store has no products", async () => {
    fake.answerNext({ body: { count: 0, offset: 0, limit: 48, products: [] } });
    expect(renderToStaticMarkup(await StorePage())).toContain(
      "No products available at the moment.",
    );
  });

  it("/product/{id} shows 'Error loading product: {message}' with a way back", async () => {
    fake.answerNext({ delayMs: 0, status: 502, statusText: "Bad Gateway" });
    const html = renderToStaticMarkup(
      await ProductPage({ params: Promise.resolve({ id: "lotus-crew-tee" }) }),
    );
    expect(html).toContain("Error loading product: HTTP 502: Bad Gateway");
    expect(html).toMatch(/<a[^>]+href="\/store"[^>]*>Go back<\/a>/);
  });

  it("/product/{id} is a 404 for an unknown id, thrown inside a boundary showing the message", async () => {
    // Not thrown by the page itself: Next.js 16 answers a notFound() outside every Suspense
    // boundary with its bare error document (see the page).
    const page = (await ProductPage({
      params: Promise.resolve({ id: "no-such-thing" }),
    })) as ReactElement<{ fallback: ReactElement; children: ReactElement }>;
    expect(page.type).toBe(Suspense);
    expect(renderToStaticMarkup(page.props.fallback)).toContain(
      "We couldn&#x27;t find that product",
    );
    let thrown: unknown;
    try {
      (page.props.children.type as () => never)();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ digest: expect.stringContaining("404") });
  });

  it("/product/{id} renders the store's description and additional info sanitised", async () => {
    const page = await ProductPage({ params: Promise.resolve({ id: "hostile-mug" }) });
    const html = renderToStaticMarkup(createElement(CartProvider, null, page));
    expect(html).toMatch(/<h1[^>]*>Hostile Mug<\/h1>/);
    expect(html).toContain("₹649.00");
    expect(html).toContain("<p>Fine print</p>");
    expect(html).toContain("Wash by hand");
    expect(html).toContain('"@type":"Product"');
    expect(html).not.toMatch(/<script>alert|<img src="x"|onerror|onclick|javascript:|<iframe/i);
  });
});
