/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { readMigrations } from "@/lib/db/migrate";
import type { MailTemplate } from "@/lib/mail/types";
import { createEmbeddedOutboxStore } from "@/lib/mail/outbox-store";
import { deliverDueMessages } from "@/lib/mail/outbox-worker";
import { MAIL_TEMPLATES, MailPayloadError, parseMailPayload } from "@/lib/mail/payloads";
import { composeMessage } from "@/lib/mail/templates";
import type { Mailer } from "@/lib/mail/port";
import { migratedPGlite } from "../data/pglite";
import { oweEveryMessage, type OwnRecords } from "./owe-every-message";

jest.setTimeout(120_000);

const MEMBER = randomUUID();
const EMAIL = "asha@example.in";
const addresses = { from: "Lotus Club <hello@lotusclub.in>", staffAlertTo: "desk@lotusclub.in" };

type Owed = { id: string; template: string; recipient: string | null; payload: unknown };

/** Every SQL file the embedded database runs: every folder's migrations. */
async function allSql(): Promise<string> {
  return (await readMigrations()).map((migration) => migration.sql).join("\n");
}

/**
 * The contract between the SQL that writes the outbox (the triggers of supabase/migrations and
 * lib/**\/*.sql, and lib/auth's embedded adapter) and lib/mail's payload schemas: every template
 * the database knows is owed here by the code that owes it in production, parsed into the app's
 * own types, compared with what the owning module reads back, and rendered.
 */
describe("outbox payload contract", () => {
  let db: PGlite;
  let owed: Owed[];
  let stored: OwnRecords;

  beforeAll(async () => {
    db = await migratedPGlite();
    stored = await oweEveryMessage(db, MEMBER, EMAIL);
    owed = (
      await db.query<Owed>(
        "select id, template, recipient, payload from public.outbox order by template",
      )
    ).rows;
  }, 240_000);

  afterAll(() => db.close());

  it("owes a message of every template the database knows, each with a payload schema", async () => {
    const { rows } = await db.query<{ name: string }>(
      "select name from public.outbox_templates order by name",
    );
    const known = rows.map((r) => r.name);
    expect([...new Set(owed.map((m) => m.template))].sort()).toEqual(known);
    expect([...MAIL_TEMPLATES].sort()).toEqual(known);
  });

  it("alerts staff to every kind of record the SQL names", async () => {
    const kinds = [...(await allSql()).matchAll(/jsonb_build_object\(\s*'kind',\s*'([a-z-]+)'/g)]
      .map((m) => m[1]!)
      .sort();
    const alerted = owed
      .filter((m) => m.template === "staff-alert")
      .map((m) => parseMailPayload("staff-alert", m.payload).kind);
    expect([...new Set(alerted)].sort()).toEqual([...new Set(kinds)]);
  });

  it("parses every payload and renders it through its template", async () => {
    const failures: string[] = [];
    for (const message of owed) {
      try {
        const mail = await composeMessage(message, addresses);
        expect(mail.subject.length).toBeGreaterThan(0);
        expect(mail.text).not.toMatch(/undefined|NaN|\[object Object\]/);
      } catch (error) {
        failures.push(`${message.template}: ${error instanceof Error ? error.message : error}`);
      }
    }
    expect(failures).toEqual([]);
  });

  /** Every owed payload of `template`, parsed. */
  const parsed = <K extends MailTemplate>(template: K) =>
    owed.filter((m) => m.template === template).map((m) => parseMailPayload(template, m.payload));

  it("reads records as their own modules read them back", () => {
    expect(parsed("enquiry-acknowledgement")).toEqual([stored.enquiry]);
    expect(parsed("registration-confirmation")).toEqual([stored.registration]);
    expect(parsed("welcome")).toEqual([
      expect.objectContaining({
        userId: MEMBER,
        name: "Asha",
        email: EMAIL,
        userQuery: "Two desks",
      }),
    ]);
    const confirmed = [...parsed("booking-confirmation"), ...parsed("desk-request-received")];
    for (const booking of confirmed.filter((b) => stored.bookings.has(b.id))) {
      expect(booking).toEqual(stored.bookings.get(booking.id));
    }
    expect(confirmed.filter((b) => stored.bookings.has(b.id))).toHaveLength(
      stored.bookings.size - 2,
    );
    const [rescheduled] = parsed("booking-rescheduled");
    expect(rescheduled).toEqual(stored.bookings.get(`${rescheduled!.id}:moved`));
    expect(rescheduled!.sequence).toBe(1);
    const [cancellation] = parsed("booking-cancellation");
    expect(cancellation).toEqual(stored.bookings.get(`${cancellation!.id}:cancelled`));
    // A repeating booking (0115): one confirmation listing every date, one cancellation of one.
    const { dates: weekly, cancelled: weeklyCancelled } = stored.series!;
    const [seriesConfirmed] = parsed("booking-series-confirmation");
    expect(seriesConfirmed!.series.id).toBe(weekly[0]!.seriesId);
    expect(seriesConfirmed!.about.map((d) => [d.id, d.date, d.startsAt, d.totalPaise])).toEqual(
      weekly.map((d) => [d.id, d.date, d.startsAt, d.totalPaise]),
    );
    expect(parsed("booking-series-cancellation").map((m) => m.about)).toEqual([
      [expect.objectContaining({ id: weeklyCancelled.id, status: "cancelled" })],
    ]);
    const [order] = parsed("order-confirmation");
    const { lines, ...placed } = stored.order!;
    expect(order).toEqual({
      ...placed,
      lines: lines.map(({ product_title, variant_title, quantity, unit_price_cents }) => ({
        product_title,
        variant_title,
        quantity,
        unit_price_cents,
      })),
    });
    expect(parsed("order-refunded")).toEqual([{ order: placed, amountCents: 129800 }]);
    const invoices = parsed("payment-receipt");
    expect(invoices.map((invoice) => invoice.series).sort()).toEqual([
      "credit_note",
      "invoice",
      "invoice",
    ]);
    for (const invoice of invoices) {
      expect(invoice).toEqual(stored.invoices.get(invoice.number));
    }
    expect(parsed("payment-refunded")).toEqual([
      { booking: stored.refunded, amountPaise: stored.refunded!.refundPaise, late: false },
    ]);
    const link = (page: string, name?: string, hours = 24) => ({
      name,
      link: expect.stringMatching(new RegExp(`^http.*${page}\\?token=`)),
      expiresInHours: hours,
    });
    expect(parsed("email-verification")).toEqual([link("/auth/verify", "Asha Verma")]);
    expect(parsed("account-exists")).toEqual([link("/auth/reset", "Asha Verma", 1)]);
    expect(parsed("password-reset")).toEqual([link("/auth/reset", "Asha Verma", 1)]);
  });

  it("refuses a payload that lacks what its template needs, naming the field", async () => {
    const { rows } = await db.query<{ without_total: unknown; bare_quote: unknown }>(
      `select payload - 'total_paise' as without_total,
              jsonb_set(payload, '{quote}', '{"kind": "meeting-room"}') as bare_quote
       from public.outbox where template = 'booking-confirmation' limit 1`,
    );
    const { without_total, bare_quote } = rows[0]!;
    expect(() => parseMailPayload("booking-confirmation", without_total)).toThrow(MailPayloadError);
    expect(() => parseMailPayload("booking-confirmation", without_total)).toThrow(/total_paise/);
    expect(() => parseMailPayload("booking-confirmation", bare_quote)).toThrow(/quote\.room/);
  });

  it("fails only the message whose payload does not parse, and delivers the rest", async () => {
    await db.exec("update public.outbox set status = 'sent'");
    await db.query(
      `insert into public.outbox (template, source_id, recipient, payload) values
         ('welcome', 'broken', $1, '{"email": 42}'),
         ('welcome', 'fine', $1, $2)`,
      [EMAIL, JSON.stringify(owed.find((m) => m.template === "welcome")!.payload)],
    );
    const sent: string[] = [];
    const mailer: Mailer = { kind: "files", send: async (mail) => void sent.push(mail.subject) };
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const store = createEmbeddedOutboxStore(async () => db);
      expect(await deliverDueMessages(store, mailer, { addresses })).toMatchObject({
        sent: 1,
        failed: 1,
      });
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/welcome payload does not parse: /));
    } finally {
      error.mockRestore();
    }
    expect(sent).toEqual(["Welcome to Lotus Club"]);
    const { rows } = await db.query<{ status: string; last_error: string }>(
      "select status, last_error from public.outbox where source_id = 'broken'",
    );
    expect(rows[0]).toMatchObject({ status: "pending" });
    expect(rows[0]!.last_error).toMatch(/^MailPayloadError: welcome payload does not parse: /);
  });
});
