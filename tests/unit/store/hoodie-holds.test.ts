/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST as checkout } from "@/app/api/checkout/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { createTempDataDir, jsonPost, nextClientIp } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

// Issue 39, trust 8: the per-variant cap of 10 was a hoodie size's whole stock, so one anonymous
// checkout (S, M, L at 10 and XL at 5) held every hoodie for the hold period, and the same
// address could place two more orders.
const folder = createTempDataDir();
delete process.env.STORE_API_URL;
delete process.env.STORE_ID;

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const hoodie = (size: string, quantity: number) => ({
  product_id: "expressway-hoodie",
  variant_id: `expressway-hoodie-${size}`,
  quantity,
});
const send = (items: unknown[], clientIp = nextClientIp()) =>
  checkout(jsonPost("/api/checkout", { items }, { clientIp }));
const hoodiesLeft = async () =>
  Object.fromEntries(
    (
      await (
        await getEmbeddedDatabase(folder)
      ).query<{ variant_id: string; quantity: number }>(
        "select variant_id, quantity from embedded_store.stock where variant_id like 'expressway-hoodie-%'",
      )
    ).rows.map((row) => [row.variant_id.replace("expressway-hoodie-", ""), row.quantity]),
  );

describe("one anonymous client cannot hold a size's whole stock (issue 39, trust 8)", () => {
  it("holds at most half of what is left of a size, and one unpaid order per address", async () => {
    const attacker = nextClientIp();
    const whole = await send(
      [hoodie("s", 10), hoodie("m", 10), hoodie("l", 10), hoodie("xl", 5)],
      attacker,
    );
    expect(whole.status).toBe(422);
    expect(((await whole.json()) as { message: string }).message).toBe(
      "You can order up to 5 of Expressway Hoodie (S) at a time. For more, please ask the front desk.",
    );
    expect(await hoodiesLeft()).toEqual({ s: 10, m: 10, l: 10, xl: 5 });

    expect(
      (await send([hoodie("s", 5), hoodie("m", 5), hoodie("l", 5), hoodie("xl", 2)], attacker))
        .status,
    ).toBe(200);
    const again = await send([hoodie("s", 2)], attacker);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      "You already have an order waiting for payment. Please pay for it, or let it lapse, before placing another.",
    );
    expect(await hoodiesLeft()).toEqual({ s: 5, m: 5, l: 5, xl: 3 });

    // Another shopper still finds every size, and the cap follows what is left.
    const next = await send([hoodie("xl", 2)]);
    expect(next.status).toBe(422);
    expect(((await next.json()) as { message: string }).message).toMatch(/up to 1 of/);
    expect((await send([hoodie("xl", 1)])).status).toBe(200);
  });
});
