/** @jest-environment node */
import {
  BOOKING_DEFAULT_DAYS_AHEAD,
  BOOKING_MAX_MONTHS_AHEAD,
  BOOKING_MIN_LEAD_MINUTES,
  CLUB_CLOSES,
  CLUB_OPENS,
  CLUB_TIME_ZONE,
  DAY_PASS_ITEM_KEY,
  DAY_PASS_PRICE,
  DAY_PASS_RESCHEDULE_HOURS,
  DEFAULT_PODCAST_PLAN,
  DESK_DEFAULT_SEATS,
  DESK_MIN_SEATS,
  FULL_DAY_HOURS,
  GST_PERCENT,
  GST_RATE,
  HALF_DAY_HOURS,
  MEETING_DISCOUNT_TIERS,
  MEETING_MAX_HOURS,
  MEETING_MIN_HOURS,
  MEETING_ROOMS,
  MEETING_ROOM_IDS,
  MEETING_SLOTS,
  MOVE_IN_DEFAULT_DAYS_AHEAD,
  OFFICE_DEFAULT_SEATS,
  OFFICE_SEAT_OPTIONS,
  OVERTIME_RATE_PERCENT,
  PODCAST_MIN_HOURS,
  PODCAST_MIN_POST_PRODUCTION_HOURS,
  PODCAST_PLANS,
  PODCAST_POST_PRODUCTION_HOURLY_RATE,
  PODCAST_FROM_RATE,
  REFUND_FULL_BEFORE_HOURS,
  REFUND_PARTIAL_BEFORE_HOURS,
  REFUND_PARTIAL_PERCENT,
  SECURITY_DEPOSIT_MONTHS,
  TECH_SUPPORT_HOURLY_RATE,
  VIRTUAL_OFFICE_MONTHLY_PRICE,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
  meetingRoomOvertimeRate,
  rupees,
} from "@/lib/pricing";

// Every figure of spec section 9, checked against the one pricing source.
describe("spec section 9 constants", () => {
  it("charges GST at 18%", () => {
    expect(GST_PERCENT).toBe(18);
    expect(GST_RATE).toBe(0.18);
  });

  it("prices the meeting rooms", () => {
    expect(MEETING_ROOM_IDS).toEqual(["4-seater", "8-seater"]);
    expect(MEETING_ROOMS["4-seater"].hourlyRate).toBe(rupees(600));
    expect(MEETING_ROOMS["8-seater"].hourlyRate).toBe(rupees(800));
    expect(MEETING_ROOMS["4-seater"].seats).toBe(4);
    expect(MEETING_ROOMS["8-seater"].seats).toBe(8);
    expect([MEETING_MIN_HOURS, MEETING_MAX_HOURS]).toEqual([1, 8]);
    expect([HALF_DAY_HOURS, FULL_DAY_HOURS]).toEqual([4, 8]);
    expect(MEETING_DISCOUNT_TIERS).toEqual([
      { minHours: 8, percent: 20 },
      { minHours: 4, percent: 10 },
    ]);
    expect(TECH_SUPPORT_HOURLY_RATE).toBe(rupees(300));
  });

  it("charges overtime at 1.5 times the hourly rate", () => {
    expect(OVERTIME_RATE_PERCENT).toBe(150);
    expect(meetingRoomOvertimeRate("4-seater")).toBe(rupees(900));
    expect(meetingRoomOvertimeRate("8-seater")).toBe(rupees(1200));
  });

  it("opens hourly slots from 9:00 to 19:00 in Asia/Kolkata", () => {
    expect(CLUB_TIME_ZONE).toBe("Asia/Kolkata");
    expect([CLUB_OPENS, CLUB_CLOSES]).toEqual(["09:00", "20:00"]);
    expect(MEETING_SLOTS).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
    ]);
  });

  it("sets the booking window: tomorrow by default, at least 1 hour, at most 2 months", () => {
    expect(BOOKING_DEFAULT_DAYS_AHEAD).toBe(1);
    expect(BOOKING_MIN_LEAD_MINUTES).toBe(60);
    expect(BOOKING_MAX_MONTHS_AHEAD).toBe(2);
  });

  it("refunds as the meeting-rooms page says", () => {
    expect(REFUND_FULL_BEFORE_HOURS).toBe(48);
    expect(REFUND_PARTIAL_BEFORE_HOURS).toBe(24);
    expect(REFUND_PARTIAL_PERCENT).toBe(50);
  });

  it("prices the workspaces", () => {
    expect(WORKSPACE_PRODUCTS["dedicated-desk"].seatRate).toBe(rupees(6000));
    expect(WORKSPACE_PRODUCTS["managed-office"].seatRate).toBe(rupees(9000));
    expect(SECURITY_DEPOSIT_MONTHS).toBe(4);
    expect(WORKSPACE_TERMS).toEqual({
      monthly: { label: "Monthly", months: 1, freeMonths: 0 },
      quarterly: { label: "Quarterly", months: 3, freeMonths: 0 },
      annual: { label: "Annual", months: 12, freeMonths: 1 },
    });
    expect(OFFICE_SEAT_OPTIONS).toEqual([2, 4, 6, 15, 24, 35]);
    expect(OFFICE_DEFAULT_SEATS).toBe(2);
    expect([DESK_MIN_SEATS, DESK_DEFAULT_SEATS]).toEqual([1, 1]);
    expect(MOVE_IN_DEFAULT_DAYS_AHEAD).toBe(2);
  });

  it("prices the podcast studio", () => {
    expect(PODCAST_PLANS.basic).toEqual({
      name: "Basic",
      hourlyRate: rupees(2500),
      maxSpeakers: 2,
    });
    expect(PODCAST_PLANS.pro).toEqual({ name: "Pro", hourlyRate: rupees(3000), maxSpeakers: 4 });
    expect(PODCAST_POST_PRODUCTION_HOURLY_RATE).toBe(rupees(10000));
    expect(DEFAULT_PODCAST_PLAN).toBe("pro");
    expect([PODCAST_MIN_HOURS, PODCAST_MIN_POST_PRODUCTION_HOURS]).toEqual([1, 0]);
    expect(PODCAST_FROM_RATE).toBe(PODCAST_PLANS.basic.hourlyRate);
  });

  it("prices the passes of the spaces hub", () => {
    expect(DAY_PASS_ITEM_KEY).toBe("day-pass");
    expect(DAY_PASS_PRICE).toBe(rupees(600));
    expect(DAY_PASS_RESCHEDULE_HOURS).toBe(24);
    expect(VIRTUAL_OFFICE_MONTHLY_PRICE).toBe(rupees(1500));
  });

  it("keeps every amount in whole paise", () => {
    const amounts = [
      ...Object.values(MEETING_ROOMS).map((r) => r.hourlyRate),
      ...Object.values(WORKSPACE_PRODUCTS).map((p) => p.seatRate),
      ...Object.values(PODCAST_PLANS).map((p) => p.hourlyRate),
      TECH_SUPPORT_HOURLY_RATE,
      PODCAST_POST_PRODUCTION_HOURLY_RATE,
      PODCAST_FROM_RATE,
      DAY_PASS_PRICE,
      VIRTUAL_OFFICE_MONTHLY_PRICE,
    ];
    for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true);
  });
});
