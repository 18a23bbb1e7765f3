import { TEMPLATE_NAMES } from "@/lib/mail/templates";
import type { TestDatabase } from "../data/test-database";

const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";

type OutboxRow = { template: string; recipient: string | null; status: string; attempts: number };

/** 0003_outbox.sql: the messages owed by the rows that cause them, and how workers take them. */
export function describeOutboxSchema(label: string, open: () => Promise<TestDatabase>) {
  describe(`outbox (${label})`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await open();
    }, 60_000);
    afterAll(() => db.close());
    beforeEach(() => db.exec("delete from public.outbox"));

    const owed = async () =>
      (
        await db.query<OutboxRow>(
          "select template, recipient, status, attempts from public.outbox order by template",
        )
      ).rows;

    const insertEnquiry = (type = "Tour", email = "asha@example.com") =>
      db.query<{ id: string }>(
        "insert into public.enquiries (inquiry_type, name, email) values ($1, 'Asha', $2) returning id",
        [type, email],
      );

    it("accepts exactly the templates the mailer can render, and refuses any other", async () => {
      const { rows } = await db.query<{ name: string }>(
        "select name from public.outbox_templates order by name",
      );
      expect(rows.map((r) => r.name)).toEqual([...TEMPLATE_NAMES].sort());
      await expect(
        db.query(
          "insert into public.outbox (template, source_id, recipient, payload) values ('no-such', 'x', 'a@b.co', '{}')",
        ),
      ).rejects.toThrow(/outbox_template_fkey/);
    });

    it("owes the sender an acknowledgement and staff an alert for each enquiry", async () => {
      await insertEnquiry();
      expect(await owed()).toEqual([
        {
          template: "enquiry-acknowledgement",
          recipient: "asha@example.com",
          status: "pending",
          attempts: 0,
        },
        { template: "staff-alert", recipient: null, status: "pending", attempts: 0 },
      ]);
    });

    it("owes an invitation its own message", async () => {
      await insertEnquiry("Invitation");
      expect((await owed()).map((r) => r.template)).toEqual(["invitation-received", "staff-alert"]);
    });

    it("owes nothing for a rolled-back enquiry", async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(
            "insert into public.enquiries (inquiry_type, name, email) values ('Tour', 'Asha', 'a@x.in')",
          );
          throw new Error("the handler failed after the insert");
        }),
      ).rejects.toThrow("the handler failed");
      expect(await owed()).toEqual([]);
    });

    it("writes the message even when a member inserts through PostgREST's role, who cannot read it", async () => {
      await db.query("select set_config('request.jwt.claim.sub', $1, false)", [MEMBER]);
      await db.exec("set role authenticated");
      try {
        await db.query(
          "insert into public.leads (user_id, name, email, user_query) values ($1, 'Asha', 'asha@example.com', 'A desk')",
          [MEMBER],
        );
        await expect(db.query("select * from public.outbox")).rejects.toMatchObject({
          code: "42501",
        });
        await expect(
          db.query("select * from public.claim_outbox(10, '1 minute')"),
        ).rejects.toMatchObject({
          code: "42501",
        });
      } finally {
        await db.exec("reset role");
      }
      expect((await owed()).map((r) => r.template)).toEqual(["staff-alert", "welcome"]);
    });

    it("owes a booking confirmation, then a cancellation, once each", async () => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.bookings (created_at, user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email)
       values ('2031-02-24 12:00+05:30', $1, 'meeting-room', '4-seater', '2031-03-03 10:00+05:30', '2031-03-03 11:00+05:30', '2031-03-03', 1,
               '{"kind":"meeting-room"}', 70800, 'asha@example.com') returning id`,
        [MEMBER],
      );
      const cancel = () =>
        db.query(
          "update public.bookings set status = 'cancelled', cancelled_at = now(), refund_paise = 70800 where id = $1",
          [rows[0]!.id],
        );
      await cancel();
      await cancel();
      expect((await owed()).map((r) => r.template)).toEqual([
        "booking-cancellation",
        "booking-confirmation",
        "staff-alert",
      ]);
    });

    it("never hands a claimed message to another worker while its claim lasts", async () => {
      for (let i = 0; i < 5; i++) await insertEnquiry("Tour", `guest${i}@example.com`);
      const claim = () =>
        db.query<{ id: string }>("select id from public.claim_outbox(6, interval '5 minutes')");
      const first = (await claim()).rows.map((r) => r.id);
      const second = (await claim()).rows.map((r) => r.id);
      const third = (await claim()).rows.map((r) => r.id);
      expect(first).toHaveLength(6);
      expect(second).toHaveLength(4);
      expect(third).toHaveLength(0);
      expect(new Set([...first, ...second]).size).toBe(10);
    });

    it("backs off after a failure and gives up a message owed more than 24 hours ago", async () => {
      await insertEnquiry();
      const { rows } = await db.query<{ id: string }>(
        "select id from public.outbox where template = 'enquiry-acknowledgement'",
      );
      const id = rows[0]!.id;
      await db.query("select public.mark_outbox_failed($1, 'connection refused')", [id]);
      const retry = await db.query<{ wait: number; status: string }>(
        "select extract(epoch from next_attempt_at - now())::int as wait, status from public.outbox where id = $1",
        [id],
      );
      expect(retry.rows[0]).toEqual({ wait: 60, status: "pending" });
      await db.query("select public.mark_outbox_failed($1, 'connection refused')", [id]);
      const again = await db.query<{ wait: number }>(
        "select extract(epoch from next_attempt_at - now())::int as wait from public.outbox where id = $1",
        [id],
      );
      expect(again.rows[0]!.wait).toBe(120);
      await db.query(
        "update public.outbox set created_at = now() - interval '25 hours' where id = $1",
        [id],
      );
      await db.query("select public.mark_outbox_failed($1, 'connection refused')", [id]);
      const given = await db.query<{ status: string; attempts: number; last_error: string }>(
        "select status, attempts, last_error from public.outbox where id = $1",
        [id],
      );
      expect(given.rows[0]).toEqual({
        status: "failed",
        attempts: 3,
        last_error: "connection refused",
      });
    });

    it("marks a message sent once", async () => {
      await insertEnquiry();
      const { rows } = await db.query<{ id: string }>("select id from public.outbox limit 1");
      await db.query("select public.mark_outbox_sent($1)", [rows[0]!.id]);
      await db.query("select public.mark_outbox_sent($1)", [rows[0]!.id]);
      const sent = await db.query<{ status: string; attempts: number }>(
        "select status, attempts from public.outbox where id = $1",
        [rows[0]!.id],
      );
      expect(sent.rows[0]).toEqual({ status: "sent", attempts: 1 });
    });

    it("owes one reminder per booking starting within a day, however often the scheduler runs", async () => {
      // The next 10:00 in club time: always within a day, and within the club's hours.
      await db.query(
        `with slot as (
         select case when today > now() then today else today + interval '1 day' end as starts_at
         from (select ((now() at time zone 'Asia/Kolkata')::date + time '10:00') at time zone 'Asia/Kolkata' as today) t
       )
       insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email)
       select $1, 'podcast-studio', 'studio', starts_at, starts_at + interval '1 hour',
              (starts_at at time zone 'Asia/Kolkata')::date, 1, '{"kind":"podcast-studio"}', 295000, 'asha@example.com'
       from slot`,
        [MEMBER],
      );
      const run = async () =>
        (await db.query<{ owed: number }>("select public.owe_booking_reminders() as owed")).rows[0]!
          .owed;
      expect(await run()).toBe(1);
      expect(await run()).toBe(0);
      expect((await owed()).filter((r) => r.template === "booking-reminder")).toHaveLength(1);
    });
  });
}
