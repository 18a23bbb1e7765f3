/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { createTransport } from "nodemailer";
import { readMail, listMail } from "@/lib/mail/sent-mail";
import { addDaysToDate, clubToday } from "@/lib/pricing";
import { createEmbeddedDeskAdapter } from "@/lib/bookings/desk/adapters/embedded";
import { createDeskOrders } from "@/lib/store/embedded/collection";
import { deskTerms, gridRow } from "@/lib/bookings/rules/desk-terms";
import { migratedPGlite } from "../data/pglite";

jest.setTimeout(60_000);

const STAFF = { id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01", email: "meera@lotusclub.in" };
const MEMBER = { id: "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01", email: "asha@example.in" };

describe("the desk's embedded adapter", () => {
  let db: PGlite;
  const day = addDaysToDate(clubToday(new Date()), 10);
  beforeAll(async () => {
    db = await migratedPGlite();
    await db.query("insert into public.staff_members (user_id, email) values ($1, $2)", [
      STAFF.id,
      STAFF.email,
    ]);
  }, 240_000);
  afterAll(() => db.close());

  async function insert(kind: string, resource: string, date: string, time?: string, hours = 2) {
    const starts = time ? `${date} ${time}+05:30` : null;
    const { rows } = await db.query<{ id: string }>(
      `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote,
         total_paise, contact_name, contact_email)
       values ($1, $2, $3, $4::timestamptz, $4::timestamptz + make_interval(hours => $5), $6::date,
         case when $4::text is null then null else $5 end, jsonb_build_object('kind', $2::text),
         200000, 'Asha', $7)
       returning id`,
      [MEMBER.id, kind, resource, starts, hours, date, MEMBER.email],
    );
    return rows[0]!.id;
  }

  it("lists a club day's live rooms, studio and passes, and acts as staff only", async () => {
    const desk = createEmbeddedDeskAdapter(db);
    const room = await insert("meeting-room", "8-seater", day, "10:00", 2);
    const studio = await insert("podcast-studio", "studio", day, "19:00", 1);
    const pass = await insert("day-pass", "day-pass", day);
    await insert("meeting-room", "8-seater", addDaysToDate(day, 1), "10:00");
    const gone = await insert("meeting-room", "4-seater", day, "15:00");
    await db.query(
      "update public.bookings set status = 'cancelled', cancelled_at = now() where id = $1",
      [gone],
    );

    const listed = await desk.listDay(day, {});
    expect(listed.map((b) => b.id)).toEqual([room, studio, pass]);
    expect(listed[0]).toMatchObject({
      resource: "8-seater",
      date: day,
      startsAt: new Date(`${day}T10:00:00+05:30`).toISOString(),
      hours: 2,
      totalPaise: 200000,
      contactName: "Asha",
      status: "confirmed",
      paymentStatus: "due-at-front-desk",
    });

    // The 8-seater's row: 09:00 free, 10:00 for two hours, then free until closing.
    const cells = gridRow("8-seater", listed);
    expect(cells.slice(0, 3).map((c) => [c.type, c.time])).toEqual([
      ["free", "09:00"],
      ["booking", "10:00"],
      ["free", "12:00"],
    ]);
    expect(cells).toHaveLength(11 - 1);

    await expect(desk.markPaid(room, MEMBER, {})).rejects.toThrow("Could not mark a booking paid");
    expect(await desk.markPaid(room, STAFF, {})).toMatchObject({
      paymentStatus: "paid-at-front-desk",
    });
    expect(await desk.markPaid(room, STAFF, {})).toBeNull();

    const terms = deskTerms((await desk.getBooking(studio, {}))!, new Date());
    expect(terms).toMatchObject({ canMarkNoShow: false, cancellation: { cancellable: true } });
    const cancelled = await desk.cancel(studio, 118000, STAFF, {});
    expect(cancelled).toMatchObject({ status: "cancelled", refundPaise: 118000 });
    expect((await desk.listDay(day, {})).map((b) => b.id)).toEqual([room, pass]);
  });

  it("answers nothing for an id that is not a uuid or a date that is not one", async () => {
    const desk = createEmbeddedDeskAdapter(db);
    expect(await desk.getBooking("x'; drop table bookings; --", {})).toBeNull();
    expect(await desk.listDay("2026-02-30", {})).toEqual([]);
  });
});

describe("the desk's store orders", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
  }, 240_000);
  afterAll(() => db.close());

  it("lists orders waiting at the desk, oldest first, and marks one collected once", async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into embedded_store.orders (contact_email, currency, total_cents, created_at)
       values ('ravi@example.in', 'INR', 49900, now() - interval '1 hour'),
              (null, 'INR', 12000, now()) returning id`,
    );
    const [first, second] = rows.map((r) => r.id);
    await db.query(
      `insert into embedded_store.order_lines (order_id, position, product_id, variant_id,
         product_title, variant_title, quantity, unit_price_cents)
       values ($1, 0, 'p1', 'v1', 'Lotus Mug', 'Lotus Mug', 1, 49900)`,
      [first],
    );
    const orders = createDeskOrders(db);
    const waiting = await orders.listToCollect();
    expect(waiting.map((o) => [o.id, o.contactEmail, o.totalCents])).toEqual([
      [first, "ravi@example.in", 49900],
      [second, undefined, 12000],
    ]);
    expect(waiting[0]!.lines).toEqual([
      { product_title: "Lotus Mug", variant_title: "Lotus Mug", quantity: 1 },
    ]);

    expect(await orders.markCollected(first!)).toBe(true);
    expect(await orders.markCollected(first!)).toBe(false);
    const stored = await db.query<{ status: string; collected: boolean }>(
      "select status, collected_at is not null as collected from embedded_store.orders where id = $1",
      [first],
    );
    expect(stored.rows).toEqual([{ status: "collected", collected: true }]);
    expect((await orders.listToCollect()).map((o) => o.id)).toEqual([second]);
  });
});

describe("the desk's mail folder", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "desk-mail-"));
    const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
    const write = async (name: string, subject: string) => {
      const info = await composer.sendMail({
        from: "club@lotus.test",
        to: "Asha <asha@example.in>",
        subject,
        text: `Hello Asha, ${subject}.`,
        attachments: [{ filename: "booking.ics", content: "BEGIN:VCALENDAR" }],
      });
      await writeFile(path.join(folder, name), info.message as Buffer);
    };
    await write("2026-11-20T10-00-00-000Z-a.eml", "Older");
    await write("2026-11-21T10-00-00-000Z-b.eml", "Newer ₹708");
    await writeFile(path.join(folder, "secret.txt"), "not mail");
  }, 60_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("lists messages newest first and opens one with its text and attachment names", async () => {
    const list = await listMail(folder);
    expect(list.map((m) => [m.subject, m.to])).toEqual([
      ["Newer ₹708", '"Asha" <asha@example.in>'],
      ["Older", '"Asha" <asha@example.in>'],
    ]);
    const message = await readMail(folder, list[0]!.id);
    expect(message).toMatchObject({
      text: "Hello Asha, Newer ₹708.",
      attachments: ["booking.ics"],
    });
  });

  it("opens nothing outside the folder or that is not an .eml file", async () => {
    expect(await readMail(folder, "../etc/passwd")).toBeNull();
    expect(await readMail(folder, "secret.txt")).toBeNull();
    expect(await readMail(folder, "missing.eml")).toBeNull();
  });
});
