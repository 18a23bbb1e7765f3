/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { createEmbeddedAuthAdapter } from "@/lib/auth/adapters/embedded";
import { createEmbeddedAdapter } from "@/lib/data/adapters/embedded";
import { EMBEDDED_SCHEMAS, MIGRATIONS_DIR } from "@/lib/data/embedded/migrate";
import type { Booking, DataPort, Enquiry, EventRegistration } from "@/lib/data";
import { issueInvoice } from "@/lib/invoices/issue";
import type { IssuedInvoice } from "@/lib/invoices/types";
import type { MailTemplate } from "@/lib/mail/types";
import { createEmbeddedOutboxStore } from "@/lib/mail/outbox-store";
import { deliverDueMessages } from "@/lib/mail/outbox-worker";
import { MAIL_TEMPLATES, MailPayloadError, parseMailPayload } from "@/lib/mail/payloads";
import { composeMessage } from "@/lib/mail/templates";
import type { Mailer } from "@/lib/mail/port";
import { quotePodcast, type BookingRequest } from "@/lib/pricing";
import { createEmbeddedStoreAdapter } from "@/lib/store/adapters/embedded";
import type { StoreOrder } from "@/lib/store";
import { createJar } from "../auth/cookie-jar";
import { plannedBooking } from "../data/booking-port-contract";
import { weekdayAhead } from "../data/club-dates";
import { migratedPGlite } from "../data/pglite";
import { meetingRoomInvoice } from "../invoices/fixtures";

jest.setTimeout(120_000);

const MEMBER = randomUUID();
const EMAIL = "asha@example.in";
const addresses = { from: "Lotus Club <hello@lotusclub.in>", staffAlertTo: "desk@lotusclub.in" };

type Owed = { id: string; template: string; recipient: string | null; payload: unknown };

/** Every SQL file the embedded database runs: the migrations, then the embedded schemas. */
async function allSql(): Promise<string> {
  const migrations = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith(".sql"));
  const files = [...migrations.map((name) => path.join(MIGRATIONS_DIR, name)), ...EMBEDDED_SCHEMAS];
  return (await Promise.all(files.map((file) => readFile(file, "utf8")))).join("\n");
}

/**
 * The contract between the SQL that writes the outbox (the triggers of supabase/migrations and
 * lib/**\/*.sql, and lib/auth's embedded adapter) and lib/mail's payload schemas: every template
 * the database knows is owed here by the code that owes it in production, parsed into the app's
 * own types, compared with what the owning module reads back, and rendered.
 */
describe("outbox payload contract", () => {
  let db: PGlite;
  let data: DataPort;
  let owed: Owed[];
  /** What each owning module reads back (or returned) for the records the messages are about. */
  const stored: {
    enquiry?: Enquiry;
    registration?: EventRegistration;
    bookings: Map<string, Booking>;
    refunded?: Booking | null;
    order?: StoreOrder | null;
    invoices: Map<string, Omit<IssuedInvoice & { id: string }, "id">>;
  } = { bookings: new Map(), invoices: new Map() };

  beforeAll(async () => {
    db = await migratedPGlite();
    data = createEmbeddedAdapter(db);

    // Enquiries (every field filled), an invitation, a registration, a sign-up lead.
    await data.createEnquiry({
      inquiryType: "Event",
      page: "/contact",
      name: "Asha Verma",
      email: EMAIL,
      phone: "+91 98100 00000",
      company: "Verma Designs",
      teamSize: 4,
      organization: "Noida Founders",
      eventType: "Workshop",
      preferredDate: weekdayAhead(10),
      proposedDate: weekdayAhead(12),
      message: "A morning workshop\nfor 30 people",
      reason: "Launch",
      userId: MEMBER,
    });
    await data.createEnquiry({ inquiryType: "Invitation", page: "/", name: "Ravi", email: EMAIL });
    await data.createEventRegistration({
      eventId: "founders-night",
      eventTitle: "Founders' Night",
      name: "Asha Verma",
      email: EMAIL,
      phone: "+91 98100 00000",
      userId: MEMBER,
    });
    await data.createLead({ userId: MEMBER, name: "Asha", email: EMAIL, userQuery: "Two desks" });
    [stored.enquiry] = await data.listEnquiriesByUser(MEMBER);
    [stored.registration] = await data.listRegistrationsByUser(MEMBER);

    // Bookings of every kind; a room booking is cancelled, then refunded online.
    const date = weekdayAhead(7);
    const room = await data.createBooking(
      plannedBooking(
        {
          kind: "meeting-room",
          room: "8-seater",
          date,
          time: "10:00",
          hours: 4,
          techSupport: true,
        },
        MEMBER,
        EMAIL,
      ),
    );
    const requests: BookingRequest[] = [
      {
        kind: "podcast-studio",
        plan: "basic",
        date,
        time: "15:00",
        hours: 2,
        postProductionHours: 1,
      },
      { kind: "day-pass", date },
      { kind: "dedicated-desk", seats: 3, term: "annual", moveInDate: date },
      {
        kind: "managed-office",
        seats: 4,
        term: "quarterly",
        confirmSalesContact: true,
      },
    ];
    for (const request of requests) {
      const booking = await data.createBooking(plannedBooking(request, MEMBER, EMAIL));
      stored.bookings.set(booking.id, booking);
    }
    stored.bookings.set(room.id, room);
    const cancelled = await data.cancelBooking(room.id, MEMBER, room.totalPaise);
    stored.bookings.set(`${room.id}:cancelled`, cancelled!);
    await db.query("select public.record_booking_refund($1, 'rfnd_room', $2, 'processed', false)", [
      room.id,
      room.totalPaise,
    ]);
    stored.refunded = await data.getBookingByUser(room.id, MEMBER);

    // A studio session within a day owes its reminder.
    const studio = {
      kind: "podcast-studio",
      ...quotePodcast({ plan: "pro", hours: 1, postProductionHours: 0 }),
    };
    await db.query(
      `with slot as (
         select case when today > now() then today else today + interval '1 day' end as starts_at
         from (select ((now() at time zone 'Asia/Kolkata')::date + time '10:00') at time zone 'Asia/Kolkata' as today) t
       )
       insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email)
       select $1, 'podcast-studio', 'studio', starts_at, starts_at + interval '1 hour',
              (starts_at at time zone 'Asia/Kolkata')::date, 1, $2, $3, $4
       from slot`,
      [MEMBER, JSON.stringify(studio), studio.total, EMAIL],
    );
    await db.query("select public.owe_booking_reminders()");

    // The booking's tax invoice and its credit note.
    const invoice = await issueInvoice(db, {
      subject: "booking",
      subjectId: room.id,
      series: "invoice",
      paymentRef: "pay_room",
      issuedAt: new Date(),
      draft: meetingRoomInvoice(),
      userId: MEMBER,
    });
    const credit = await issueInvoice(db, {
      subject: "booking",
      subjectId: room.id,
      series: "credit_note",
      paymentRef: "rfnd_room",
      issuedAt: new Date(),
      draft: meetingRoomInvoice(),
      userId: MEMBER,
      creditNoteFor: { id: invoice.id, number: invoice.number },
    });

    // A store order, its refund and its tax invoice.
    const store = createEmbeddedStoreAdapter(db);
    const { url } = await store.checkout({
      items: [
        { variant_id: "morning-ritual-mug-350ml", quantity: 2 },
        { variant_id: "members-notebook-dotted", quantity: 1 },
      ],
      successUrl: "http://localhost:3000/success",
      cancelUrl: "http://localhost:3000/store",
      locale: "en-IN",
      timeZone: "Asia/Kolkata",
      userId: MEMBER,
      email: EMAIL,
    });
    const orderId = new URL(url).searchParams.get("order")!;
    stored.order = await store.getOrder(orderId);
    await db.query(
      "select embedded_store.record_order_refund($1, 'rfnd_order', 129800, 'processed')",
      [orderId],
    );
    const orderInvoice = await issueInvoice(db, {
      subject: "store-order",
      subjectId: orderId,
      series: "invoice",
      paymentRef: "pay_order",
      issuedAt: new Date(),
      draft: meetingRoomInvoice(),
      userId: MEMBER,
    });
    for (const issued of [invoice, credit, orderInvoice]) {
      const { id: _id, ...rest } = issued;
      stored.invoices.set(issued.number, rest);
    }

    // Account e-mails, owed by lib/auth's embedded adapter.
    const auth = createEmbeddedAuthAdapter(db);
    await auth.signUp(
      { email: EMAIL, password: "secret-1", name: "Asha Verma" },
      createJar().context(),
    );
    await auth.signUp({ email: EMAIL, password: "secret-2" }, createJar().context());
    await auth.requestPasswordReset(EMAIL, "/");

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
      stored.bookings.size - 1,
    );
    const [cancellation] = parsed("booking-cancellation");
    expect(cancellation).toEqual(stored.bookings.get(`${cancellation!.id}:cancelled`));
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
