/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { addDaysToDate, clubToday } from "@/lib/pricing";
import { weekdayAhead } from "./club-dates";
import { asRole, migratedPGlite } from "./pglite";

// Issue 24: attacks on the connected-mode SQL, as PostgREST's roles would make them.
const STAFF = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a77";
const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a77";

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string }) => error.code,
  );

/** What nodemailer reads as several recipients, or a group of them. */
const LISTS = [
  "a@x.in, b@y.in",
  "a@x.in; c@z.in",
  "a@x.in b@y.in",
  "club: a@x.in, b@y.in;",
  "Asha <a@x.in>",
  '"a@x.in" b@y.in',
];

let db: PGlite;
beforeAll(async () => {
  db = await migratedPGlite();
  await db.query(
    "insert into public.staff_members (user_id, email, name) values ($1, 'meera@lotusclub.in', 'Meera')",
    [STAFF],
  );
}, 120_000);
afterAll(() => db.close());

describe("issue 24 item 3: one e-mail column, one recipient", () => {
  it.each(LISTS)("refuses an anonymous enquiry, lead or registration for %p", async (list) => {
    await asRole(db, "anon", null, async () => {
      expect(
        await code(
          db.query(
            "insert into public.enquiries (inquiry_type, name, email) values ('Tour', 'Asha', $1)",
            [list],
          ),
        ),
      ).toBe("23514");
      expect(
        await code(db.query("insert into public.leads (name, email) values ('Asha', $1)", [list])),
      ).toBe("23514");
      expect(
        await code(
          db.query(
            "insert into public.event_registrations (event_id, event_title, name, email) values ('e1', 'Talk', 'Asha', $1)",
            [list],
          ),
        ),
      ).toBe("23514");
    });
  });

  it.each(LISTS.map((list, i) => [list, 10 + i] as const))(
    "refuses book()'s contact %p",
    async (list, hour) => {
      const request = {
        kind: "meeting-room",
        room: "4-seater",
        date: weekdayAhead(4),
        time: `${hour}:00`,
        hours: 1,
        techSupport: false,
      };
      const answer = await asRole(db, "authenticated", MEMBER, () =>
        code(db.query("select id from public.book($1, $2)", [request, { email: list }])),
      );
      expect(answer).not.toBe("ok");
      const { rows } = await db.query("select 1 from public.bookings where contact_email = $1", [
        list,
      ]);
      expect(rows).toEqual([]);
    },
  );

  it("still takes one plain address", async () => {
    await asRole(db, "anon", null, async () => {
      expect(
        await code(
          db.query(
            "insert into public.enquiries (inquiry_type, name, email) values ('Tour', 'Asha', 'asha.verma+desk@example.co.in')",
          ),
        ),
      ).toBe("ok");
    });
  });

  it("refuses a list as the outbox's recipient, as a staff member's and as a store order's address", async () => {
    expect(
      await code(
        db.query("select public.owe_message('welcome', 'x1', $1, '{}'::jsonb)", [LISTS[0]]),
      ),
    ).toBe("23514");
    expect(
      await code(
        db.query(
          "insert into public.staff_members (user_id, email) values (gen_random_uuid(), $1)",
          [LISTS[3]],
        ),
      ),
    ).toBe("23514");
    const { rows } = await db.query<{ c: string }>(
      "select count(*)::text as c from pg_constraint where conname = 'orders_contact_email_single'",
    );
    expect(rows[0]!.c).toBe("1");
  });

  it("refuses a list as a local account's address, and takes one address", async () => {
    const account = (email: string) =>
      db.query(
        "insert into embedded_auth.users (email, password_hash) values ($1, 'scrypt$x') returning id",
        [email],
      );
    for (const list of LISTS) expect(await code(account(list))).toBe("23514");
    await expect(account("one.address@example.in")).resolves.toMatchObject({ rows: [{}] });
  });
});

describe("issue 24 item 12: staff cannot record a refund the provider never made", () => {
  async function paidOnline(days: number): Promise<string> {
    const date = addDaysToDate(clubToday(new Date()), days);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote,
         total_paise, contact_name, contact_email, payment_status)
       values ($1, 'meeting-room', '8-seater', ($2 || ' 10:00+05:30')::timestamptz,
         ($2 || ' 11:00+05:30')::timestamptz, $2::date, 1, '{"kind":"meeting-room"}', 100000,
         'Asha', 'asha@example.in', 'paid-online')
       returning id`,
      [MEMBER, date],
    );
    return rows[0]!.id;
  }

  it("cancels a booking paid online over PostgREST without writing the refund it is given", async () => {
    const id = await paidOnline(15);
    const { rows } = await asRole(db, "authenticated", STAFF, () =>
      db.query<{ status: string; refund_paise: string | null; refund_id: string | null }>(
        "select status, refund_paise::text, refund_id from public.staff_cancel_booking($1, $2)",
        [id, 100000],
      ),
    );
    expect(rows[0]).toMatchObject({ status: "cancelled", refund_paise: null, refund_id: null });
  });
});
