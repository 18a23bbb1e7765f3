/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import SuccessPage from "@/app/(store)/success/page";
import { OrdersSection } from "@/app/(account)/dashboard/_components/orders-section";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as signin } from "@/app/api/auth/signin/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as inventory } from "@/app/api/inventory/route";
import { getCurrentUser } from "@/lib/auth";
import { SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { getOrder } from "@/lib/store";
import { createTempDataDir, jsonPost, nextClientIp, SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

const folder = createTempDataDir();
delete process.env.STORE_API_URL;
delete process.env.STORE_ID;

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

type Item = { product_id: string; variant_id: string; quantity: number };
const mug = (quantity = 1): Item => ({
  product_id: "morning-ritual-mug",
  variant_id: "morning-ritual-mug-350ml",
  quantity,
});
const send = (body: unknown, options?: Parameters<typeof jsonPost>[2]) =>
  checkout(jsonPost("/api/checkout", body, options));
const stockOf = async (variantId: string) =>
  (
    await (
      await getEmbeddedDatabase(folder)
    ).query<{ quantity: number }>(
      "select quantity from embedded_store.stock where variant_id = $1",
      [variantId],
    )
  ).rows[0]?.quantity;

describe("POST /api/checkout (embedded store)", () => {
  it("validates, takes the stock, records the order and answers our /success?order=… URL", async () => {
    const response = await send({
      items: [
        mug(2),
        { product_id: "members-notebook", variant_id: "members-notebook-dotted", quantity: 1 },
      ],
      cancelUrl: `${SITE}/product/morning-ritual-mug?from=grid`,
      locale: "en-GB",
      timeZone: "Europe/London",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; url: string };
    expect(body.ok).toBe(true);
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/success`);
    const order = await getOrder(url.searchParams.get("order")!);
    expect(order).toMatchObject({
      user_id: null,
      total_cents: 2 * 64900 + 79900,
      status: "awaiting_payment",
    });
    expect(await stockOf("morning-ritual-mug-350ml")).toBe(398);
  }, 60_000);

  it("records the signed-in member's id on the order", async () => {
    const email = `buyer-${Date.now()}@example.com`;
    await signup(
      jsonPost("/api/auth/signup", {
        email,
        password: "secret-1",
        name: "Asha",
        userQuery: "Mugs",
      }),
    );
    // Sign-up signs nobody in; the password does.
    const signed = await signin(
      jsonPost("/api/auth/signin", { email, password: "secret-1", remember: true }),
    );
    const cookie = signed.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(";")[0]!;
    const request = jsonPost("/api/checkout", { items: [mug()] });
    request.headers.set("cookie", cookie);
    const user = await getCurrentUser(jsonPost("/api/x", {}, { headers: { cookie } }));
    const body = (await (await checkout(request)).json()) as { url: string };
    const order = await getOrder(new URL(body.url).searchParams.get("order")!);
    expect(user).not.toBeNull();
    expect(order?.user_id).toBe(user!.id);

    // The order confirmation goes to the member's address, owed with the order.
    const owed = await (
      await getEmbeddedDatabase(folder)
    ).query<{ recipient: string }>(
      "select recipient from public.outbox where template = 'order-confirmation' and source_id = $1",
      [order!.id],
    );
    expect(owed.rows).toEqual([{ recipient: user!.email }]);

    // The member's dashboard lists it; another member sees the empty state.
    const mine = renderToStaticMarkup(await OrdersSection({ userId: user!.id }));
    expect(mine).toContain(order!.reference);
    expect(mine).toContain("1 × Morning Ritual Mug (350 ml)");
    expect(mine).toContain("₹649.00");
    const theirs = renderToStaticMarkup(
      await OrdersSection({ userId: "1b4e28ba-2fa1-11d2-883f-0016d3cca427" }),
    );
    expect(theirs).toContain("No orders yet");
    expect(theirs).toContain('href="/store"');

    // A member's order is not summarised for a visitor who is not signed in as them.
    const success = renderToStaticMarkup(
      await SuccessPage({ searchParams: Promise.resolve({ order: order!.id }) }),
    );
    expect(success).not.toContain(order!.reference);
    expect(success).toContain("Continue Shopping");
  });

  it("/success summarises an anonymous order of ours, and nothing for an unknown one", async () => {
    const body = (await (await send({ items: [mug(3)] })).json()) as { url: string };
    const id = new URL(body.url).searchParams.get("order")!;
    const html = renderToStaticMarkup(
      await SuccessPage({ searchParams: Promise.resolve({ order: id }) }),
    );
    expect(html).toContain("Your order is confirmed");
    expect(html).toContain("3 × ₹649.00");
    expect(html).toContain("₹1,947.00");
    const unknown = renderToStaticMarkup(
      await SuccessPage({
        searchParams: Promise.resolve({ order: "1b4e28ba-2fa1-11d2-883f-0016d3cca427" }),
      }),
    );
    expect(unknown).toContain("Payment successful");
    expect(unknown).toMatch(/<a[^>]+href="\/store"[^>]*>Continue Shopping<\/a>/);
  });

  it("checks stock again on the server: 409 with the cart's stock message, nothing taken", async () => {
    const response = await send({
      items: [
        mug(),
        { product_id: "lotus-crew-tee", variant_id: "lotus-crew-tee-sand-xl", quantity: 3 },
      ],
    });
    expect(response.status).toBe(409);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "conflict",
      message: "Not enough stock for Lotus Crew Tee (Sand / XL). Only 2 left.",
    });
    expect(await stockOf("lotus-crew-tee-sand-xl")).toBe(2);
  });

  it("adds up the same variant sent twice before checking stock", async () => {
    const tee = { product_id: "lotus-crew-tee", variant_id: "lotus-crew-tee-sand-xl", quantity: 2 };
    expect((await send({ items: [tee, tee] })).status).toBe(409);
  });

  it("refuses what cannot be bought: 422 for an unavailable product or a variant of another product", async () => {
    const cap = await send({
      items: [{ product_id: "lotus-club-cap", variant_id: "lotus-club-cap-one-size", quantity: 1 }],
    });
    expect(cap.status).toBe(422);
    await expect(cap.json()).resolves.toMatchObject({
      message: "Lotus Club Cap is currently unavailable.",
    });
    const mismatched = await send({
      items: [
        { product_id: "lotus-crew-tee", variant_id: "morning-ritual-mug-350ml", quantity: 1 },
      ],
    });
    expect(mismatched.status).toBe(422);
  });

  it.each([
    ["no items", { items: [] }],
    ["a zero quantity", { items: [mug(0)] }],
    ["a fractional quantity", { items: [{ ...mug(), quantity: 1.5 }] }],
    ["too many of one item", { items: [mug(100)] }],
    ["a missing variant", { items: [{ product_id: "morning-ritual-mug", quantity: 1 }] }],
    ["not JSON items", { items: "mug" }],
  ])("answers 400 for %s", async (_, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ ok: false });
  });

  it("refuses another site's page (403) and a body that is not JSON (415)", async () => {
    expect((await send({ items: [mug()] }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await send({ items: [mug()] }, { origin: null })).status).toBe(403);
    const text = new Request(`${SITE}/api/checkout`, {
      method: "POST",
      headers: { origin: SITE, "content-type": "text/plain", "x-forwarded-for": nextClientIp() },
      body: "items",
    });
    expect((await checkout(text)).status).toBe(415);
  });

  it("uses our own origin for the success URL and ignores a cancel URL on another site", async () => {
    const response = await send({
      items: [mug()],
      cancelUrl: "https://evil.example/phish",
      locale: "not a locale!",
      timeZone: "Mars/Olympus",
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${SITE}/success?order=`)).toBe(true);
    const db = await getEmbeddedDatabase(folder);
    const id = new URL(url).searchParams.get("order");
    const { rows } = await db.query<{ locale: string; time_zone: string }>(
      "select locale, time_zone from embedded_store.orders where id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ locale: "en-IN", time_zone: "Asia/Kolkata" });
  });

  it("limits the rate per client", async () => {
    const clientIp = nextClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send({ items: [] }, { clientIp })).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("GET /api/inventory (embedded store)", () => {
  const get = (query: string, ip = nextClientIp()) =>
    inventory(new Request(`${SITE}/api/inventory${query}`, { headers: { "x-forwarded-for": ip } }));

  it("answers fresh stock for the products asked for, never cached", async () => {
    const response = await get("?product_ids[]=insulated-bottle&product_ids%5B%5D=club-gift-card");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { variants: unknown[] };
    expect(body.variants).toEqual([
      { id: "insulated-bottle-750ml", inventory_quantity: 3 },
      { id: "club-gift-card-2000", inventory_quantity: null },
      { id: "club-gift-card-5000", inventory_quantity: null },
      { id: "club-gift-card-10000", inventory_quantity: null },
    ]);
  });

  it("answers 400 without product ids or with too many", async () => {
    expect((await get("")).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `product_ids[]=p${i}`).join("&");
    expect((await get(`?${many}`)).status).toBe(400);
  });
});
