/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { composeMessage } from "@/lib/mail/templates";
import type { MailTemplate } from "@/lib/mail/types";
import { createEmbeddedStoreAdapter } from "@/lib/store/adapters/embedded";
import { orderReference, writeOrder } from "@/lib/store/embedded/orders";
import { resolveCheckout } from "@/lib/store/embedded/resolve";
import { catalogue } from "@/lib/store/embedded/seed";
import { OutOfStockError } from "@/lib/store/errors";
import { migratedPGlite } from "../data/pglite";

const MEMBER = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const addresses = { from: "Lotus Club <hello@lotusclub.in>", staffAlertTo: "desk@lotusclub.in" };

type Owed = {
  template: MailTemplate;
  source_id: string;
  recipient: string | null;
  payload: Record<string, unknown>;
};

/** lib/store/embedded/schema.sql: an embedded store order owes its e-mails in its own transaction. */
describe("store order e-mail", () => {
  let db: PGlite;
  let port: ReturnType<typeof createEmbeddedStoreAdapter>;
  beforeAll(async () => {
    db = await migratedPGlite();
    port = createEmbeddedStoreAdapter(db);
  }, 60_000);
  afterAll(() => db.close());
  beforeEach(() => db.exec("delete from public.outbox"));

  const owed = async () =>
    (
      await db.query<Owed>(
        "select template, source_id, recipient, payload from public.outbox order by template",
      )
    ).rows;

  const checkout = async (
    items: { variant_id: string; quantity: number }[],
    email: string | null,
  ) => {
    const { url } = await port.checkout({
      items,
      successUrl: "http://localhost:3000/success",
      cancelUrl: "http://localhost:3000/store",
      locale: "en-IN",
      timeZone: "Asia/Kolkata",
      userId: email ? MEMBER : null,
      email,
    });
    return new URL(url).searchParams.get("order")!;
  };

  it("owes the member a confirmation with the collection details, and staff an alert", async () => {
    const id = await checkout(
      [
        { variant_id: "morning-ritual-mug-350ml", quantity: 2 },
        { variant_id: "members-notebook-dotted", quantity: 1 },
      ],
      "asha@example.com",
    );
    const messages = await owed();
    expect(messages.map((m) => [m.template, m.source_id, m.recipient])).toEqual([
      ["order-confirmation", id, "asha@example.com"],
      ["staff-alert", id, null],
    ]);

    const mail = await composeMessage(messages[0]!, addresses);
    const reference = orderReference(id);
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toBe(`Your order ${reference}: collect and pay at the front desk`);
    expect(mail.text).toContain(
      "Orders are held at the front desk of Lotus Business Park, Sector 127, Noida (Monday-Friday 9:00 AM-8:00 PM). Pay when you collect: card, UPI or cash.",
    );
    expect(mail.text).toContain(`Quote ${reference} at the front desk.`);
    expect(mail.text).toContain("Morning Ritual Mug (350 ml) × 2: ₹1,298.00");
    expect(mail.text).toContain("Collect from: Front desk, Lotus Business Park, Sector 127, Noida");
    expect(mail.text).toMatch(new RegExp(`Order: ${reference}\\n`));
    expect(mail.html).toContain("Morning Ritual Mug (350 ml) × 2");

    const alert = await composeMessage(messages[1]!, addresses);
    expect(alert.to).toBe("desk@lotusclub.in");
    expect(alert.subject).toBe("New store order: asha@example.com");
    expect(alert.text).toContain("Morning Ritual Mug (350 ml) × 2: ₹1,298.00");
    expect(alert.text).toContain(`Order: ${reference}`);
  });

  it("alerts staff to a guest's order, which has no address to confirm to", async () => {
    const id = await checkout([{ variant_id: "morning-ritual-mug-350ml", quantity: 1 }], null);
    const messages = await owed();
    expect(messages.map((m) => [m.template, m.recipient])).toEqual([["staff-alert", null]]);
    const alert = await composeMessage(messages[0]!, addresses);
    expect(alert.subject).toBe("New store order: A guest");
    expect(alert.text).toContain(`Order: ${orderReference(id)}`);
  });

  it("owes nothing for an order that rolls back after its rows were written", async () => {
    const order = resolveCheckout(catalogue, [
      { variant_id: "morning-ritual-mug-350ml", quantity: 1 },
    ]);
    await expect(
      db.transaction(async (tx) => {
        await writeOrder(tx, {
          ...order,
          userId: MEMBER,
          email: "asha@example.com",
          locale: "en-IN",
          timeZone: "Asia/Kolkata",
        });
        throw new Error("the checkout failed after the order was written");
      }),
    ).rejects.toThrow("the checkout failed");
    expect(await owed()).toEqual([]);
  });

  it("owes nothing when the stock runs out", async () => {
    await expect(
      checkout([{ variant_id: "insulated-bottle-750ml", quantity: 99 }], "asha@example.com"),
    ).rejects.toBeInstanceOf(OutOfStockError);
    expect(await owed()).toEqual([]);
  });

  it("still takes the largest order the cart allows, with its e-mails", async () => {
    const variants = catalogue
      .filter((p) => p.purchasable)
      .flatMap((p) => p.variants)
      .filter((v) => !v.manage_inventory || (v.inventory_quantity ?? 0) > 0)
      .slice(0, 50);
    expect(variants.length).toBeGreaterThan(10);
    await checkout(
      variants.map((v) => ({ variant_id: v.id, quantity: 1 })),
      "asha@example.com",
    );
    const messages = await owed();
    expect(messages.map((m) => m.template)).toEqual(["order-confirmation", "staff-alert"]);
    expect((messages[0]!.payload.lines as unknown[]).length).toBe(variants.length);
  });

  it("survives the migration step running again, as every open does, and owes each message once", async () => {
    const { migrateEmbeddedDatabase } = await import("@/lib/db/migrate");
    await migrateEmbeddedDatabase(db);
    await checkout([{ variant_id: "morning-ritual-mug-350ml", quantity: 1 }], "asha@example.com");
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from public.outbox");
    expect(rows[0]!.n).toBe(2);
  });
});
