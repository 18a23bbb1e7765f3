/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST as register } from "@/app/api/visitors/route";
import { POST as sell } from "@/app/api/staff/sales/route";
import { POST as book } from "@/app/api/bookings/route";
import { GET as closedDays } from "@/app/api/closed-days/route";
import { POST as closeDay } from "@/app/api/staff/closed-days/route";
import { closedDayLabel } from "@/lib/pricing";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import {
  addDaysToDate,
  BOOKING_MESSAGES,
  clubToday,
  isWeekday,
  SLOT_MESSAGES,
} from "@/lib/pricing";
import { DESK_SALE_TEXT } from "@/lib/bookings/rules/desk-sale";
import {
  createTempDataDir,
  get,
  jsonPost,
  nextClientIp,
  signUpMember,
  weekdayAhead,
  type Member,
} from "../bookings/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

const folder = createTempDataDir();
const STAFF = `sales-${Date.now()}@lotusclub.in`;
process.env.STAFF_EMAILS = STAFF;

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const db = () => getEmbeddedDatabase(folder);
const post = (body: unknown, cookie: string) =>
  sell(jsonPost("/api/staff/sales", body, { clientIp: nextClientIp(), headers: { cookie } }));
const WALK_IN = {
  type: "walk-in",
  name: "Kabir Mehta",
  phone: "+91 98100 12345",
  email: "kabir@example.in",
};
const room = (date: string, time = "11:00") => ({
  kind: "meeting-room",
  room: "8-seater",
  date,
  time,
  hours: 2,
  techSupport: false,
});

type Sold = {
  booking: { id: string; status: string; paymentStatus: string; totalPaise: number };
  invoice: { number: string; total: number };
};

/** POST /api/staff/sales (0056_desk_sales.sql): the desk books, is paid, and invoices. */
describe("desk sales", () => {
  let member: Member;
  let staff: Member;
  beforeAll(async () => {
    member = await signUpMember("buyer", "Asha Verma");
    staff = await signUpMember("desk", "Meera");
    await (
      await db()
    ).query("update embedded_auth.users set email = $2 where email = $1", [staff.email, STAFF]);
    // A guest makes the member known to the desk's search.
    const guest = { name: "Ravi", phone: "9876543210", date: weekdayAhead(1), time: "11:00" };
    expect(
      (
        await register(
          jsonPost("/api/visitors", guest, {
            clientIp: nextClientIp(),
            headers: { cookie: member.cookie },
          }),
        )
      ).status,
    ).toBe(201);
  });

  it("is for staff only (403)", async () => {
    const response = await post(
      { item: { kind: "day-pass", date: weekdayAhead(1) }, customer: WALK_IN, method: "cash" },
      member.cookie,
    );
    expect(response.status).toBe(403);
  });

  it("sells a walk-in a room paid by UPI: confirmed, paid at the desk, invoiced and e-mailed", async () => {
    const date = weekdayAhead(3);
    const response = await post(
      {
        item: room(date),
        customer: WALK_IN,
        method: "upi",
        reference: "433912345678",
        billingCompany: "Mehta Traders",
      },
      staff.cookie,
    );
    expect(response.status).toBe(201);
    const sold = (await response.json()) as Sold;
    // 8-seater, 2 hours: ₹1,600 + 18% GST.
    expect(sold.booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid-at-front-desk",
      totalPaise: 188800,
    });
    expect(sold.invoice.total).toBe(188800);
    expect(sold.invoice.number).toMatch(/^LC\/\d{2}-\d{2}\/\d{6}$/);

    const database = await db();
    const { rows } = await database.query<{
      desk_payment: Record<string, string>;
      user_id: string;
    }>("select desk_payment, user_id from public.bookings where id = $1", [sold.booking.id]);
    expect(rows[0]!.desk_payment).toMatchObject({
      method: "upi",
      reference: "433912345678",
      by: STAFF,
    });
    const mail = await database.query<{ template: string; recipient: string }>(
      `select template, recipient from public.outbox
       where (source_id = $1 or source_id = $2) and recipient is not null order by template`,
      [sold.booking.id, sold.invoice.number],
    );
    expect(mail.rows).toEqual([
      { template: "booking-confirmation", recipient: "kabir@example.in" },
      { template: "payment-receipt", recipient: "kabir@example.in" },
    ]);
    const invoice = await database.query<{ buyer_name: string; buyer_company: string }>(
      "select buyer_name, buyer_company from public.invoices where number = $1",
      [sold.invoice.number],
    );
    expect(invoice.rows[0]).toMatchObject({
      buyer_name: "Kabir Mehta",
      buyer_company: "Mehta Traders",
    });

    // The same slot again: taken, in the online booking's words.
    const again = await post({ item: room(date), customer: WALK_IN, method: "cash" }, staff.cookie);
    expect(again.status).toBe(409);
    await expect(again.json()).resolves.toMatchObject({ message: SLOT_MESSAGES.justTaken });
  });

  it("sells a member a day pass on their account, paid in cash", async () => {
    const database = await db();
    const { rows } = await database.query<{ id: string }>(
      "select id from embedded_auth.users where email = $1",
      [member.email],
    );
    const response = await post(
      {
        item: { kind: "day-pass", date: weekdayAhead(2) },
        customer: { type: "member", id: rows[0]!.id, email: member.email },
        method: "cash",
      },
      staff.cookie,
    );
    expect(response.status).toBe(201);
    const sold = (await response.json()) as Sold;
    expect(sold.booking.totalPaise).toBe(70800);
    const stored = await database.query<{ user_id: string; contact_email: string }>(
      "select user_id, contact_email from public.bookings where id = $1",
      [sold.booking.id],
    );
    expect(stored.rows[0]).toEqual({ user_id: rows[0]!.id, contact_email: member.email });
  });

  it("refuses what online booking refuses, and a UPI sale without its reference, in words", async () => {
    let saturday = addDaysToDate(clubToday(new Date()), 2);
    while (isWeekday(saturday)) saturday = addDaysToDate(saturday, 1);
    const weekend = await post(
      { item: room(saturday), customer: WALK_IN, method: "cash" },
      staff.cookie,
    );
    expect(weekend.status).toBe(400);
    await expect(weekend.json()).resolves.toMatchObject({
      message: BOOKING_MESSAGES.weekdaysOnly,
    });
    const noReference = await post(
      { item: room(weekdayAhead(4), "15:00"), customer: WALK_IN, method: "upi" },
      staff.cookie,
    );
    expect(noReference.status).toBe(400);
    await expect(noReference.json()).resolves.toMatchObject({
      fieldErrors: { reference: DESK_SALE_TEXT.referenceInvalid },
    });
    const unknownMember = await post(
      {
        item: { kind: "day-pass", date: weekdayAhead(2) },
        customer: { type: "member", id: member.id, email: "stranger@example.in" },
        method: "cash",
      },
      staff.cookie,
    );
    await expect(unknownMember.json()).resolves.toMatchObject({
      fieldErrors: { customer: DESK_SALE_TEXT.memberRequired },
    });
  });

  it("refuses a sale and an online booking on a day staff closed, naming the day and why", async () => {
    const date = weekdayAhead(6);
    const closed = await closeDay(
      jsonPost(
        "/api/staff/closed-days",
        { date, reason: "Diwali" },
        { clientIp: nextClientIp(), headers: { cookie: staff.cookie } },
      ),
    );
    expect(closed.status).toBe(200);
    const listed = (await (await closedDays(get("/api/closed-days"))).json()) as {
      closedDays: { date: string; reason: string }[];
    };
    expect(listed.closedDays).toContainEqual({ date, reason: "Diwali" });

    const refusal = `The club is closed on ${closedDayLabel({ date, reason: "Diwali" })}. Please choose another day.`;
    const sale = await post(
      { item: { kind: "day-pass", date }, customer: WALK_IN, method: "cash" },
      staff.cookie,
    );
    expect(sale.status).toBe(400);
    await expect(sale.json()).resolves.toMatchObject({
      message: refusal,
      fieldErrors: { date: refusal },
    });
    const online = await book(
      jsonPost("/api/bookings", room(date, "10:00"), {
        clientIp: nextClientIp(),
        headers: { cookie: member.cookie },
      }),
    );
    expect(online.status).toBe(400);
    await expect(online.json()).resolves.toMatchObject({ message: refusal });
  });
});
