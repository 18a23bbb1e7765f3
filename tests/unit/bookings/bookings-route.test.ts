/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST } from "@/app/api/bookings/route";
import { POST as CANCEL } from "@/app/api/bookings/[id]/cancel/route";
import { GET as ICS } from "@/app/api/bookings/[id]/ics/route";
import { GET as SLOTS } from "@/app/api/bookings/slots/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import {
  BOOKING_MESSAGES,
  DESK_MESSAGES,
  OFFICE_MESSAGES,
  SLOT_MESSAGES,
  addDaysToDate,
  clubInstant,
  clubToday,
} from "@/lib/pricing";
import { CONSENT_TOAST } from "@/lib/validation/booking";
import {
  createTempDataDir,
  get,
  jsonPost,
  setClock,
  signUpMember,
  weekdayAhead,
  type Member,
} from "./route-helpers";
import { ISSUE_EXAMPLE_PRICE } from "./issue-example";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

const folder = createTempDataDir();
let asha: Member;
let ravi: Member;

const book = (body: unknown, member?: Member) =>
  POST(jsonPost("/api/bookings", body, { headers: member ? { cookie: member.cookie } : {} }));
const cancel = (id: string, member?: Member) =>
  CANCEL(
    jsonPost(
      `/api/bookings/${id}/cancel`,
      {},
      { headers: member ? { cookie: member.cookie } : {} },
    ),
    {
      params: Promise.resolve({ id }),
    },
  );
const room = (date: string, time: string, extra: Record<string, unknown> = {}) => ({
  kind: "meeting-room",
  room: "4-seater",
  date,
  time,
  hours: 1,
  techSupport: false,
  ...extra,
});

async function storedRows(userId: string) {
  const db = await getEmbeddedDatabase(folder);
  const { rows } = await db.query<Record<string, unknown>>(
    "select kind, resource, status, total_paise::int as total, contact_name, contact_email, contact_phone, refund_paise::int as refund from public.bookings where user_id = $1 order by created_at",
    [userId],
  );
  return rows;
}

beforeAll(async () => {
  asha = await signUpMember("asha", "Asha Verma");
  ravi = await signUpMember("ravi", "Ravi Kumar");
}, 60_000);

afterEach(() => jest.useRealTimers());

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

describe("POST /api/bookings", () => {
  it("answers 401 with a clear message to a visitor, and stores nothing", async () => {
    const response = await book(room(weekdayAhead(3), "10:00"));
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "unauthenticated",
      message: "Please sign in to continue with your booking.",
    });
  });

  it("prices on the server whatever the browser sent, and stores the booking for the member", async () => {
    const date = weekdayAhead(3);
    const response = await book(
      room(date, "10:00", { hours: 4, techSupport: true, total: 1, quote: { total: 1 } }),
      asha,
    );
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: Record<string, unknown> };
    expect(booking).toMatchObject({
      kind: "meeting-room",
      resource: "4-seater",
      date,
      startsAt: clubInstant(date, "10:00")!.toISOString(),
      endsAt: clubInstant(date, "14:00")!.toISOString(),
      totalPaise: 396_480,
      status: "confirmed",
      paymentStatus: "due-at-front-desk",
      contactName: "Asha Verma",
      contactEmail: asha.email,
    });
    expect(booking.quote).toMatchObject(ISSUE_EXAMPLE_PRICE);
    expect(await storedRows(asha.id)).toContainEqual(
      expect.objectContaining({ resource: "4-seater", total: 396_480 }),
    );
  });

  it("answers each rule of spec section 5 with its message under its field", async () => {
    const firstFrom = (offset: number, weekday: (day: number) => boolean) => {
      let d = addDaysToDate(clubToday(new Date()), offset);
      while (!weekday(new Date(`${d}T00:00:00Z`).getUTCDay())) d = addDaysToDate(d, 1);
      return d;
    };
    const saturday = firstFrom(1, (day) => day === 6);
    // A weekday, so the only rule it breaks is the 2-month window.
    const weekdayTooFar = firstFrom(75, (day) => day >= 1 && day <= 5);
    const cases: [unknown, string, string][] = [
      [room("", ""), BOOKING_MESSAGES.dateTimeRequired, "date"],
      [room(saturday, "10:00"), BOOKING_MESSAGES.weekdaysOnly, "date"],
      [room(weekdayTooFar, "10:00"), BOOKING_MESSAGES.tooFarAhead, "date"],
      [
        { kind: "dedicated-desk", seats: 1, term: "monthly", moveInDate: "" },
        DESK_MESSAGES.moveInRequired,
        "moveInDate",
      ],
      [
        { kind: "dedicated-desk", seats: 1, term: "monthly", moveInDate: clubToday(new Date()) },
        DESK_MESSAGES.moveInFuture,
        "moveInDate",
      ],
      [
        { kind: "managed-office", seats: 4, term: "monthly", confirmSalesContact: false },
        OFFICE_MESSAGES.confirmSalesContact,
        "confirmSalesContact",
      ],
      [
        { kind: "managed-office", seats: 5, term: "monthly", confirmSalesContact: true },
        OFFICE_MESSAGES.seatsNotAllowed,
        "seats",
      ],
    ];
    for (const [body, message, field] of cases) {
      const response = await book(body, asha);
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toEqual({
        ok: false,
        code: "invalid_request",
        message,
        fieldErrors: { [field]: message },
      });
    }
  });

  it("uses the server's clock: exactly 1 hour ahead is taken, a moment less is refused", async () => {
    const date = weekdayAhead(2);
    setClock(clubInstant(date, "09:00")!);
    expect((await book(room(date, "10:00", { room: "8-seater" }), asha)).status).toBe(201);
    setClock(new Date(clubInstant(date, "09:00")!.getTime() + 1));
    const late = await book(room(date, "10:00", { room: "4-seater" }), asha);
    expect(late.status).toBe(400);
    await expect(late.json()).resolves.toMatchObject({ message: BOOKING_MESSAGES.minLeadTime });
  });

  it("refuses a second booking of a taken slot with 409 and the message", async () => {
    const date = weekdayAhead(4);
    expect((await book(room(date, "15:00", { hours: 2 }), asha)).status).toBe(201);
    const second = await book(room(date, "16:00"), ravi);
    expect(second.status).toBe(409);
    await expect(second.json()).resolves.toEqual({
      ok: false,
      code: "conflict",
      message: SLOT_MESSAGES.justTaken,
      fieldErrors: { time: SLOT_MESSAGES.justTaken },
    });
    expect((await book(room(date, "17:00"), ravi)).status).toBe(201);
  });

  it("stores desk and office requests as requested, priced", async () => {
    const desk = await book(
      { kind: "dedicated-desk", seats: 2, term: "annual", moveInDate: weekdayAhead(2) },
      ravi,
    );
    expect(desk.status).toBe(201);
    await expect(desk.json()).resolves.toMatchObject({
      booking: { status: "requested", seats: 2, totalPaise: 6_216_000 },
    });
    const office = await book(
      { kind: "managed-office", seats: 6, term: "quarterly", confirmSalesContact: true },
      ravi,
    );
    expect(office.status).toBe(201);
    await expect(office.json()).resolves.toMatchObject({
      booking: { status: "requested", totalPaise: 6_372_000 },
    });
  });

  it("books a day pass from the checkout with its contact details and consents", async () => {
    const pass = {
      kind: "day-pass",
      date: weekdayAhead(1),
      name: "Ravi at the desk",
      email: "front@example.in",
      phone: "+91 98765 43210",
      agreeTerms: true,
      acknowledgeSecurityDeposit: true,
      receivePromotions: true,
    };
    const refused = await book({ ...pass, agreeTerms: false }, ravi);
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toMatchObject({
      fieldErrors: { agreeTerms: CONSENT_TOAST.description },
    });
    const response = await book(pass, ravi);
    expect(response.status).toBe(201);
    expect(await storedRows(ravi.id)).toContainEqual(
      expect.objectContaining({
        kind: "day-pass",
        total: 70_800,
        contact_name: "Ravi at the desk",
        contact_phone: "+91 98765 43210",
      }),
    );
  });
});

describe("GET /api/bookings/slots", () => {
  it("lists the taken hours of a room on a date, for anyone", async () => {
    const date = weekdayAhead(5);
    expect((await book(room(date, "11:00", { hours: 2, room: "8-seater" }), asha)).status).toBe(
      201,
    );
    const response = await SLOTS(get(`/api/bookings/slots?resource=8-seater&date=${date}`));
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({
      ok: true,
      resource: "8-seater",
      date,
      taken: ["11:00", "12:00"],
    });
    const studio = await SLOTS(get(`/api/bookings/slots?resource=studio&date=${date}`));
    await expect(studio.json()).resolves.toMatchObject({ taken: [] });
    expect((await SLOTS(get(`/api/bookings/slots?resource=lobby&date=${date}`))).status).toBe(400);
  });
});

describe("POST /api/bookings/[id]/cancel", () => {
  // Each case its own hours, so cases landing on one date (a weekend skipped) never collide.
  it.each([
    ["more than 48 h before: full refund", 72, 100, "09:00"],
    ["between 24 and 48 h: half", 36, 50, "13:00"],
    ["under 24 h: none", 12, 0, "16:00"],
  ])("%s", async (_label, hoursBefore, percent, time) => {
    const date = weekdayAhead(6 + Math.floor(hoursBefore / 24));
    const created = await book(room(date, time, { room: "8-seater", hours: 2 }), ravi);
    const { booking } = (await created.json()) as {
      booking: { id: string; startsAt: string; totalPaise: number };
    };
    setClock(new Date(Date.parse(booking.startsAt) - hoursBefore * 3_600_000));
    const response = await cancel(booking.id, ravi);
    expect(response.status).toBe(200);
    const amount = Math.round((booking.totalPaise * percent) / 100);
    await expect(response.json()).resolves.toMatchObject({
      booking: { id: booking.id, status: "cancelled", refundPaise: amount },
      refund: { percent, amount },
    });
  });

  it("lets only the owner cancel, once, and frees the slot", async () => {
    const date = weekdayAhead(9);
    const created = await book(room(date, "09:00"), asha);
    const { booking } = (await created.json()) as { booking: { id: string } };
    expect((await cancel(booking.id)).status).toBe(401);
    const foreign = await cancel(booking.id, ravi);
    expect(foreign.status).toBe(404);
    await expect(foreign.json()).resolves.toEqual({
      ok: false,
      code: "not_found",
      message: "We couldn't find that booking.",
    });
    expect((await cancel(booking.id, asha)).status).toBe(200);
    const again = await cancel(booking.id, asha);
    expect(again.status).toBe(409);
    await expect(again.json()).resolves.toEqual({
      ok: false,
      code: "conflict",
      message: "This booking is already cancelled.",
    });
    expect((await book(room(date, "09:00"), ravi)).status).toBe(201);
  });
});

describe("GET /api/bookings/[id]/ics", () => {
  it("downloads the member's own booking as a calendar file in club time", async () => {
    const date = weekdayAhead(10);
    const created = await book(room(date, "10:00", { hours: 2 }), asha);
    const { booking } = (await created.json()) as { booking: { id: string } };
    const ics = (member?: Member) =>
      ICS(get(`/api/bookings/${booking.id}/ics`, { cookie: member?.cookie }), {
        params: Promise.resolve({ id: booking.id }),
      });

    const response = await ics(asha);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="lotus-club-4-seater-meeting-room-${date}.ics"`,
    );
    const text = await response.text();
    expect(text).toContain(`\r\nDTSTART;TZID=Asia/Kolkata:${date.replaceAll("-", "")}T100000\r\n`);
    expect(text).toContain(`\r\nDTEND;TZID=Asia/Kolkata:${date.replaceAll("-", "")}T120000\r\n`);
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\n");
    expect((await ics(ravi)).status).toBe(404);
    expect((await ics()).status).toBe(401);
  });
});
