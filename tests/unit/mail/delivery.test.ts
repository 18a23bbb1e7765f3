/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { createEmlFileMailer, listEmlFiles } from "@/lib/mail/adapters/eml-files";
import { createSmtpMailer } from "@/lib/mail/adapters/smtp";
import { createEmbeddedOutboxStore } from "@/lib/mail/outbox-store";
import { deliverDueMessages } from "@/lib/mail/outbox-worker";
import { formatInr, quoteMeetingRoom } from "@/lib/pricing";
import { migratedPGlite } from "../data/pglite";

const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
const addresses = { from: "Lotus Club <hello@lotusclub.in>", staffAlertTo: "desk@lotusclub.in" };

/** A real SMTP server on localhost that keeps what it receives. */
async function startSmtp(port = 0) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => done(), done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as { port: number };
  return {
    received,
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("delivering the outbox", () => {
  let db: PGlite;
  const store = () => createEmbeddedOutboxStore(async () => db);
  beforeAll(async () => {
    db = await migratedPGlite();
  }, 60_000);
  afterAll(() => db.close());
  beforeEach(() => db.exec("delete from public.outbox"));

  const status = async () =>
    (
      await db.query<{ template: string; status: string; attempts: number }>(
        "select template, status, attempts from public.outbox order by template",
      )
    ).rows;

  it("sends an enquiry's acknowledgement to the sender and its alert to staff, once", async () => {
    const smtp = await startSmtp();
    try {
      await db.query(
        "insert into public.enquiries (inquiry_type, name, email, phone, message) values ('Tour', $1, 'asha@example.com', '+91 98100 00000', $2)",
        ["Asha <b>Rao</b>", "Line one\n<script>alert(1)</script>"],
      );
      const mailer = createSmtpMailer(smtp.url);
      expect(await deliverDueMessages(store(), mailer, { addresses })).toEqual({
        sent: 2,
        failed: 0,
        reminders: 0,
      });
      expect(await deliverDueMessages(store(), mailer, { addresses })).toMatchObject({ sent: 0 });
      expect(smtp.received).toHaveLength(2);
      const ack = smtp.received.find((m) => m.subject === "We've received your tour enquiry")!;
      expect(ack.to).toMatchObject({ text: "asha@example.com" });
      expect(ack.from).toMatchObject({ text: '"Lotus Club" <hello@lotusclub.in>' });
      expect(ack.text).toContain("Thank you, Asha");
      expect(ack.text).toContain("Message: Line one\n<script>alert(1)</script>");
      expect(ack.html).toContain("Line one<br>&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(ack.html).not.toContain("<script>");
      const alert = smtp.received.find((m) => m.subject === "New Tour enquiry: Asha <b>Rao</b>")!;
      expect(alert.to).toMatchObject({ text: "desk@lotusclub.in" });
      expect(await status()).toEqual([
        { template: "enquiry-acknowledgement", status: "sent", attempts: 1 },
        { template: "staff-alert", status: "sent", attempts: 1 },
      ]);
    } finally {
      await smtp.close();
    }
  }, 30_000);

  it("never lets a line break in a name add a header", async () => {
    const smtp = await startSmtp();
    try {
      await db.query(
        "insert into public.event_registrations (event_id, event_title, name, email) values ('e1', $1, 'Asha', 'asha@example.com')",
        ["Founders' Breakfast\r\nBcc: victim@example.com"],
      );
      await deliverDueMessages(store(), createSmtpMailer(smtp.url), { addresses });
      const confirmation = smtp.received.find((m) => m.subject?.startsWith("You're registered"))!;
      expect(confirmation.subject).toBe(
        "You're registered: Founders' Breakfast Bcc: victim@example.com",
      );
      expect(confirmation.headers.has("bcc")).toBe(false);
      expect(confirmation.bcc).toBeUndefined();
    } finally {
      await smtp.close();
    }
  }, 30_000);

  it("attaches the booking's calendar invitation and later its cancellation, with the download's UID", async () => {
    const smtp = await startSmtp();
    try {
      const quote = {
        kind: "meeting-room",
        techSupport: false,
        ...quoteMeetingRoom({ room: "4-seater", hours: 1, techSupport: false }),
      };
      const { rows } = await db.query<{ id: string }>(
        `insert into public.bookings (created_at, user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_name, contact_email)
         values ('2031-02-24 12:00+05:30', $1, 'meeting-room', '4-seater', '2031-03-03 10:00+05:30', '2031-03-03 11:00+05:30', '2031-03-03', 1,
                 $2, $3, 'Asha Rao', 'asha@example.com')
         returning id`,
        [MEMBER, JSON.stringify(quote), quote.total],
      );
      const id = rows[0]!.id;
      const mailer = createSmtpMailer(smtp.url);
      await deliverDueMessages(store(), mailer, { addresses });
      await db.query(
        "update public.bookings set status = 'cancelled', cancelled_at = now(), refund_paise = $2 where id = $1",
        [id, quote.total],
      );
      await deliverDueMessages(store(), mailer, { addresses });
      const invite = smtp.received.find((m) => m.subject?.startsWith("Booking confirmed"))!;
      const cancel = smtp.received.find((m) => m.subject?.startsWith("Booking cancelled"))!;
      const ics = (mail: ParsedMail) =>
        mail.attachments.find((a) => a.contentType === "text/calendar")!.content.toString("utf8");
      expect(invite.to).toMatchObject({ text: "asha@example.com" });
      expect(ics(invite)).toContain("METHOD:REQUEST");
      expect(ics(invite)).toContain(`UID:${id}@localhost`);
      expect(ics(invite)).toContain("DTSTART;TZID=Asia/Kolkata:20310303T100000");
      expect(ics(cancel)).toContain("METHOD:CANCEL");
      expect(ics(cancel)).toContain(`UID:${id}@localhost`);
      expect(cancel.text).toContain(
        `Your refund of ${formatInr(quote.total)} follows the cancellation policy.`,
      );
      expect(invite.text).toContain(`Total: ${formatInr(quote.total)}`);
    } finally {
      await smtp.close();
    }
  }, 30_000);

  it("keeps a message while the SMTP server is down and delivers it once it is back", async () => {
    const smtp = await startSmtp();
    const { port } = smtp;
    await smtp.close();
    await db.query(
      "insert into public.leads (name, email, user_query) values ('Asha', 'asha@example.com', 'Two desks')",
    );
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, { timeoutMs: 2_000 });
    expect(await deliverDueMessages(store(), mailer, { addresses })).toMatchObject({
      sent: 0,
      failed: 2,
    });
    const waiting = await db.query<{ status: string; attempts: number; last_error: string }>(
      "select status, attempts, last_error from public.outbox where template = 'welcome'",
    );
    expect(waiting.rows[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.rows[0]!.last_error).not.toContain("asha@example.com");
    // Nothing is due again until the back-off has passed.
    expect(await deliverDueMessages(store(), mailer, { addresses })).toMatchObject({ failed: 0 });

    const back = await startSmtp(port);
    try {
      await db.exec("update public.outbox set next_attempt_at = now()");
      expect(await deliverDueMessages(store(), mailer, { addresses })).toMatchObject({ sent: 2 });
      expect(back.received.map((m) => m.subject).sort()).toEqual([
        "New sign-up: Asha",
        "Welcome to Lotus Club",
      ]);
    } finally {
      await back.close();
    }
  }, 30_000);

  it("writes .eml files when no SMTP server is configured", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "lotus-mail-"));
    try {
      await db.query(
        "insert into public.enquiries (inquiry_type, name, email) values ('Invitation', 'Ravi', 'ravi@example.com')",
      );
      await deliverDueMessages(store(), createEmlFileMailer(folder), { addresses });
      const files = await listEmlFiles(folder);
      expect(files).toHaveLength(2);
      const parsed = await Promise.all(files.map((f) => simpleParser(f.raw)));
      expect(parsed.map((m) => m.subject).sort()).toEqual([
        "New Invitation enquiry: Ravi",
        "Your invitation request to Lotus Club",
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
