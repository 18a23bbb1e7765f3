/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST as checkout } from "@/app/api/checkout/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { createTempDataDir, jsonPost, nextClientIp } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

// Issue 24 item 10: one anonymous checkout held every unit of a product for the hold period,
// and could do it again.
const folder = createTempDataDir();
delete process.env.STORE_API_URL;
delete process.env.STORE_ID;

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const mug = (quantity: number) => ({
  product_id: "morning-ritual-mug",
  variant_id: "morning-ritual-mug-350ml",
  quantity,
});
const send = (items: unknown[], clientIp = nextClientIp()) =>
  checkout(jsonPost("/api/checkout", { items }, { clientIp }));
const mugsLeft = async () =>
  (
    await (
      await getEmbeddedDatabase(folder)
    ).query<{ quantity: number }>(
      "select quantity from embedded_store.stock where variant_id = 'morning-ritual-mug-350ml'",
    )
  ).rows[0]?.quantity;

describe("holds near real demand (issue 24 item 10)", () => {
  it("refuses one checkout holding more of a stocked variant than a shopper buys, taking nothing", async () => {
    expect((await send([mug(1)])).status).toBe(200); // seeds the stock
    const before = await mugsLeft();
    const greedy = await send([mug(99)]);
    expect(greedy.status).toBe(422);
    expect(((await greedy.json()) as { message: string }).message).toMatch(/up to 10/);
    // The same variant on two lines counts once.
    expect((await send([mug(6), mug(5)])).status).toBe(422);
    expect(await mugsLeft()).toBe(before);
    expect((await send([mug(10)])).status).toBe(200);
  });

  it("limits the live unpaid holds of one client (an address: one, issue 39)", async () => {
    const clientIp = nextClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send([mug(1)], clientIp)).status);
    expect(statuses).toEqual([200, 409, 409]);
    // Another client is not held back.
    expect((await send([mug(1)])).status).toBe(200);
  });
});
