import { readFileSync } from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { BookingsList } from "@/app/(account)/dashboard/_components/bookings-section";
import {
  checkMovable,
  moveClosesAt,
  moveRequest,
  planMove,
  priceChange,
  RESCHEDULE_RULE,
  RESCHEDULE_TEXT,
} from "@/lib/bookings/reschedule/rules";
import type { Booking } from "@/lib/bookings/types";
import { getPolicy } from "@/content/policies";
import { dayPassPolicies, meetingRoomPolicies, podcastPolicies } from "@/content/booking-policies";
import {
  DAY_PASS_RESCHEDULE_HOURS,
  ROOM_RESCHEDULE_HOURS,
  planBooking,
  type BookingRequest,
} from "@/lib/pricing";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }),
}));
jest.mock("@/lib/bookings", () => ({ listBookingsByUser: jest.fn() }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

function booking(request: BookingRequest, extra: Partial<Booking> = {}): Booking {
  const result = planBooking(request, at("2026-03-02T09:00:00+05:30"));
  if (!result.ok) throw new Error(result.message);
  const b = result.booking;
  return {
    id: "4b0f6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    createdAt: "2026-03-02T03:30:00.000Z",
    userId: "u",
    kind: b.kind,
    resource: b.resource,
    date: b.date,
    startsAt: b.startsAt?.toISOString(),
    endsAt: b.endsAt?.toISOString(),
    hours: b.hours,
    quote: b.quote,
    totalPaise: b.total,
    contactEmail: "a@example.in",
    receivePromotions: false,
    status: "confirmed",
    paymentStatus: "due-at-front-desk",
    ...extra,
  };
}

const room = booking({
  kind: "meeting-room",
  room: "8-seater",
  date: "2026-03-12",
  time: "10:00",
  hours: 2,
  techSupport: true,
});
const pass = booking({ kind: "day-pass", date: "2026-03-12" });

describe("moving a booking: the window", () => {
  it("closes 48 hours before a room or the studio starts", () => {
    const start = at("2026-03-12T10:00:00+05:30").getTime();
    expect(moveClosesAt(room)).toEqual(new Date(start - 48 * HOUR));
    expect(checkMovable(room, new Date(start - 48 * HOUR - 1))).toEqual({
      movable: true,
      closesAt: new Date(start - 48 * HOUR),
    });
    expect(checkMovable(room, new Date(start - 48 * HOUR))).toEqual({
      movable: false,
      reason:
        "A booking can be moved until 48 hours before it starts, so this one can no longer be moved.",
    });
  });

  it("closes 24 hours before a day pass's day begins (midnight, club time)", () => {
    const midnight = at("2026-03-12T00:00:00+05:30").getTime();
    expect(moveClosesAt(pass)).toEqual(new Date(midnight - 24 * HOUR));
    expect(checkMovable(pass, new Date(midnight - 24 * HOUR - 1)).movable).toBe(true);
    expect(checkMovable(pass, new Date(midnight - 24 * HOUR))).toEqual({
      movable: false,
      reason:
        "A day pass can be moved until 24 hours before its day, so this one can no longer be moved.",
    });
  });

  it("moves only confirmed rooms, studio sessions and day passes", () => {
    const early = at("2026-03-02T09:00:00+05:30");
    const notMovable = { movable: false, reason: RESCHEDULE_TEXT.notMovable };
    expect(checkMovable({ ...room, status: "pending_payment" }, early)).toEqual(notMovable);
    expect(checkMovable({ ...room, status: "cancelled" }, early)).toEqual(notMovable);
    const desk = booking({
      kind: "dedicated-desk",
      seats: 2,
      term: "monthly",
      moveInDate: "2026-03-12",
    });
    expect(checkMovable(desk, early)).toEqual(notMovable);
  });

  it("holds the same two numbers as the database's function", () => {
    const sql = readFileSync(
      path.join(process.cwd(), "supabase/migrations/0066_booking_reschedule.sql"),
      "utf8",
    );
    expect(sql).toContain(`- interval '${DAY_PASS_RESCHEDULE_HOURS} hours'`);
    expect(sql).toContain(`p_booking.starts_at - interval '${ROOM_RESCHEDULE_HOURS} hours'`);
    expect([ROOM_RESCHEDULE_HOURS, DAY_PASS_RESCHEDULE_HOURS]).toEqual([48, 24]);
  });
});

describe("moving a booking: the request and its price", () => {
  it("keeps the room and its options, with the new date, time and hours", () => {
    expect(moveRequest(room.quote, { date: "2026-03-13", time: "14:00", hours: 4 })).toEqual({
      kind: "meeting-room",
      room: "8-seater",
      techSupport: true,
      date: "2026-03-13",
      time: "14:00",
      hours: 4,
    });
    expect(moveRequest(pass.quote, { date: "2026-03-13" })).toEqual({
      kind: "day-pass",
      date: "2026-03-13",
    });
  });

  it("checks the new time as a new booking and prices it", () => {
    const now = at("2026-03-02T09:00:00+05:30");
    const longer = planMove(room.quote, { date: "2026-03-13", time: "14:00", hours: 4 }, now);
    // 4 hours of the 8-seater (3,200 less 10 %) and tech support (1,200), with 18 % GST.
    expect(longer?.ok && longer.booking.total).toBe(481440);
    expect(planMove(room.quote, { date: "2026-03-14", time: "14:00", hours: 2 }, now)).toEqual({
      ok: false,
      message: "Bookings are only available on weekdays.",
      field: "date",
    });
    expect(planMove(room.quote, { date: "2026-03-13", time: "19:00", hours: 2 }, now)).toEqual({
      ok: false,
      message: "Bookings must end by 8:00 PM, when the club closes.",
      field: "hours",
    });
  });

  it("works out the difference: nothing, the desk's new total, or a difference paid online", () => {
    const paid = { totalPaise: 236000, paymentStatus: "paid-online" };
    expect(priceChange(paid, 236000)).toEqual({ kind: "none" });
    expect(priceChange(paid, 481440)).toEqual({ kind: "pay", amount: 245440 });
    expect(priceChange(paid, 118000)).toEqual({ kind: "refund", amount: 118000 });
    expect(priceChange({ ...paid, paymentStatus: "due-at-front-desk" }, 481440)).toEqual({
      kind: "due-at-desk",
      total: 481440,
    });
    expect(RESCHEDULE_TEXT.priceDiffers(236000, 481440)).toBe(
      "This booking was paid online (₹2,360); the time you chose costs ₹4,814.40. Please keep the same number of hours, or cancel and book again.",
    );
  });
});

describe("moving a booking: what members read", () => {
  it("states one rule on the policy pages, the booking pages and the dashboard", () => {
    expect(RESCHEDULE_RULE).toBe(
      "Move a meeting room or studio booking to another time up to 48 hours before it starts, and a day pass to another weekday up to 24 hours before its day, from your dashboard.",
    );
    const terms = getPolicy("terms")!.sections.flatMap((s) => s.paragraphs);
    expect(terms).toContain(RESCHEDULE_RULE);
    const refunds = getPolicy("refund-policy")!
      .sections.flatMap((s) => s.paragraphs)
      .join("\n");
    expect(refunds).toContain("up to 24 hours before the day it was booked for");
    expect(refunds).toContain("move a booking to another time up to 48 hours before it starts");
    for (const policies of [meetingRoomPolicies, podcastPolicies]) {
      expect(policies).toContainEqual({
        title: "Moving a booking",
        text: "Move it to another time up to 48 hours before it starts, from your dashboard.",
      });
    }
    expect(dayPassPolicies[0]!.text).toContain("rescheduled up to 24 hours before");
  });

  it("offers the dashboard's move link until the window closes, then says why not", () => {
    const { rerender } = render(
      <BookingsList bookings={[room]} now={at("2026-03-09T09:00:00+05:30")} />,
    );
    expect(screen.getByText(RESCHEDULE_RULE)).toBeInTheDocument();
    const item = screen.getByTestId("booking-item");
    expect(within(item).getByRole("link", { name: "Move booking" })).toHaveAttribute(
      "href",
      `/dashboard/bookings/${room.id}/move`,
    );
    expect(within(item).getByTestId("move-until")).toHaveTextContent(
      "Can be moved until 10 March 2026 at 10:00 am.",
    );
    rerender(<BookingsList bookings={[room]} now={at("2026-03-10T11:00:00+05:30")} />);
    expect(screen.queryByRole("link", { name: "Move booking" })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "A booking can be moved until 48 hours before it starts, so this one can no longer be moved.",
      ),
    ).toBeInTheDocument();
  });
});
