/** @jest-environment node */
import {
  BOOKING_MESSAGES,
  DESK_MESSAGES,
  OFFICE_MESSAGES,
  earliestMoveInDate,
  latestBookingDate,
  validateDeskRequest,
  validateMoveIn,
  validateOfficeRequest,
  validateRoomBooking,
} from "@/lib/pricing";

const ok = { ok: true };
const fail = (message: string) => ({ ok: false, message });

describe("messages", () => {
  it("keeps the spec's messages verbatim", () => {
    expect(BOOKING_MESSAGES.dateTimeRequired).toBe("Please select a date and time.");
    expect(BOOKING_MESSAGES.minLeadTime).toBe("Booking must be at least 1 hour from now.");
    expect(BOOKING_MESSAGES.weekdaysOnly).toBe("Bookings are only available on weekdays.");
    expect(DESK_MESSAGES.moveInRequired).toBe("Please select a move-in date.");
    expect(DESK_MESSAGES.moveInFuture).toBe("Move-in date must be at least 1 day in the future.");
    expect(OFFICE_MESSAGES.confirmSalesContact).toBe(
      "Please confirm to get in touch with our sales team.",
    );
  });

  it("words our own messages from the constants", () => {
    expect(BOOKING_MESSAGES.tooFarAhead).toBe("Bookings can be made up to 2 months ahead.");
    expect(BOOKING_MESSAGES.invalidSlot).toBe(
      "Please choose a start time on the hour from 9:00 AM to 7:00 PM.",
    );
    expect(BOOKING_MESSAGES.pastClosing).toBe(
      "Bookings must end by 8:00 PM, when the club closes.",
    );
    expect(BOOKING_MESSAGES.invalidHours).toBe(
      "Please choose a whole number of hours, at least 1.",
    );
    expect(DESK_MESSAGES.seatsMinimum).toBe("Please choose at least 1 seat.");
    expect(OFFICE_MESSAGES.seatsNotAllowed).toBe("Please choose 2, 4, 6, 15, 24 or 35 seats.");
  });
});

describe("validateRoomBooking", () => {
  // Tuesday 10 March 2026, 09:00 at the club.
  const now = new Date("2026-03-10T09:00:00+05:30");

  it("asks for a date and a time", () => {
    const required = fail(BOOKING_MESSAGES.dateTimeRequired);
    expect(validateRoomBooking({ date: "", time: "10:00", hours: 1 }, now)).toEqual(required);
    expect(validateRoomBooking({ date: "2026-03-11", time: "", hours: 1 }, now)).toEqual(required);
    expect(validateRoomBooking({ date: null, time: null, hours: 1 }, now)).toEqual(required);
    expect(validateRoomBooking({ hours: 1 }, now)).toEqual(required);
    expect(validateRoomBooking({ date: "2026-02-30", time: "10:00", hours: 1 }, now)).toEqual(
      required,
    );
    expect(validateRoomBooking({ date: "11/03/2026", time: "10:00", hours: 1 }, now)).toEqual(
      required,
    );
  });

  it("accepts a start exactly 1 hour ahead and refuses 59 minutes", () => {
    expect(validateRoomBooking({ date: "2026-03-10", time: "10:00", hours: 1 }, now)).toEqual(ok);
    const oneMinuteLater = new Date("2026-03-10T09:01:00+05:30");
    expect(
      validateRoomBooking({ date: "2026-03-10", time: "10:00", hours: 1 }, oneMinuteLater),
    ).toEqual(fail(BOOKING_MESSAGES.minLeadTime));
    const oneMsLater = new Date(now.getTime() + 1);
    expect(
      validateRoomBooking({ date: "2026-03-10", time: "10:00", hours: 1 }, oneMsLater),
    ).toEqual(fail(BOOKING_MESSAGES.minLeadTime));
  });

  it("refuses a start in the past", () => {
    expect(validateRoomBooking({ date: "2026-03-10", time: "09:00", hours: 1 }, now)).toEqual(
      fail(BOOKING_MESSAGES.minLeadTime),
    );
    expect(validateRoomBooking({ date: "2026-03-09", time: "15:00", hours: 1 }, now)).toEqual(
      fail(BOOKING_MESSAGES.minLeadTime),
    );
  });

  it("takes bookings on weekdays only", () => {
    for (const date of ["2026-03-11", "2026-03-12", "2026-03-13", "2026-03-16"]) {
      expect(validateRoomBooking({ date, time: "10:00", hours: 2 }, now)).toEqual(ok);
    }
    for (const date of ["2026-03-14", "2026-03-15"]) {
      expect(validateRoomBooking({ date, time: "10:00", hours: 2 }, now)).toEqual(
        fail(BOOKING_MESSAGES.weekdaysOnly),
      );
    }
  });

  it("accepts Friday 19:00 for 1 hour and refuses it for 2", () => {
    expect(validateRoomBooking({ date: "2026-03-13", time: "19:00", hours: 1 }, now)).toEqual(ok);
    expect(validateRoomBooking({ date: "2026-03-13", time: "19:00", hours: 2 }, now)).toEqual(
      fail(BOOKING_MESSAGES.pastClosing),
    );
  });

  it("requires the booking to end by 20:00", () => {
    expect(validateRoomBooking({ date: "2026-03-11", time: "17:00", hours: 3 }, now)).toEqual(ok);
    expect(validateRoomBooking({ date: "2026-03-11", time: "18:00", hours: 3 }, now)).toEqual(
      fail(BOOKING_MESSAGES.pastClosing),
    );
    expect(validateRoomBooking({ date: "2026-03-11", time: "12:00", hours: 8 }, now)).toEqual(ok);
    expect(validateRoomBooking({ date: "2026-03-11", time: "13:00", hours: 8 }, now)).toEqual(
      fail(BOOKING_MESSAGES.pastClosing),
    );
    expect(validateRoomBooking({ date: "2026-03-11", time: "09:00", hours: 11 }, now)).toEqual(ok);
    expect(validateRoomBooking({ date: "2026-03-11", time: "09:00", hours: 12 }, now)).toEqual(
      fail(BOOKING_MESSAGES.pastClosing),
    );
  });

  it("takes only the hourly slots 09:00 to 19:00", () => {
    for (const time of ["08:00", "09:30", "19:30", "20:00", "23:00"]) {
      expect(validateRoomBooking({ date: "2026-03-11", time, hours: 1 }, now)).toEqual(
        fail(BOOKING_MESSAGES.invalidSlot),
      );
    }
    expect(validateRoomBooking({ date: "2026-03-11", time: "9:00", hours: 1 }, now)).toEqual(
      fail(BOOKING_MESSAGES.dateTimeRequired),
    );
  });

  it("takes whole hours of at least 1", () => {
    for (const hours of [0, -1, 1.5, Number.NaN]) {
      expect(validateRoomBooking({ date: "2026-03-11", time: "10:00", hours }, now)).toEqual(
        fail(BOOKING_MESSAGES.invalidHours),
      );
    }
  });

  it("takes bookings up to 2 calendar months ahead", () => {
    // Wednesday 11 March: the last day is Monday 11 May.
    const wednesday = new Date("2026-03-11T12:00:00+05:30");
    expect(latestBookingDate(wednesday)).toBe("2026-05-11");
    expect(validateRoomBooking({ date: "2026-05-11", time: "19:00", hours: 1 }, wednesday)).toEqual(
      ok,
    );
    expect(validateRoomBooking({ date: "2026-05-12", time: "09:00", hours: 1 }, wednesday)).toEqual(
      fail(BOOKING_MESSAGES.tooFarAhead),
    );
  });

  it("ends the 2-month window on the last day of a shorter month", () => {
    const newYearsEve = new Date("2026-12-31T10:00:00+05:30");
    expect(latestBookingDate(newYearsEve)).toBe("2027-02-28");
    expect(
      validateRoomBooking({ date: "2027-02-26", time: "10:00", hours: 1 }, newYearsEve),
    ).toEqual(ok);
    expect(
      validateRoomBooking({ date: "2027-03-01", time: "10:00", hours: 1 }, newYearsEve),
    ).toEqual(fail(BOOKING_MESSAGES.tooFarAhead));
  });

  it("counts the window from the club's date near midnight", () => {
    // 18:45 UTC on Friday 11 Sep is 00:15 IST on Saturday 12 Sep: the window runs to 12 Nov.
    const now = new Date("2026-09-11T18:45:00Z");
    expect(latestBookingDate(now)).toBe("2026-11-12");
    expect(validateRoomBooking({ date: "2026-11-12", time: "10:00", hours: 1 }, now)).toEqual(ok);
    expect(validateRoomBooking({ date: "2026-11-13", time: "10:00", hours: 1 }, now)).toEqual(
      fail(BOOKING_MESSAGES.tooFarAhead),
    );
  });

  it("reads the slot in club time, whatever zone the instant was written in", () => {
    // Monday 9 March 23:30 IST, written as a Los Angeles instant (10:00 PST).
    const now = new Date("2026-03-09T10:00:00-08:00");
    expect(validateRoomBooking({ date: "2026-03-10", time: "09:00", hours: 1 }, now)).toEqual(ok);
    // Friday 4 Dec 18:45 UTC is already Saturday at the club: a Friday 19:00 slot is past.
    const saturdayAtClub = new Date("2026-12-04T18:45:00Z");
    expect(
      validateRoomBooking({ date: "2026-12-04", time: "19:00", hours: 1 }, saturdayAtClub),
    ).toEqual(fail(BOOKING_MESSAGES.minLeadTime));
    expect(
      validateRoomBooking({ date: "2026-12-07", time: "09:00", hours: 1 }, saturdayAtClub),
    ).toEqual(ok);
  });
});

describe("validateMoveIn", () => {
  const now = new Date("2026-03-10T15:00:00+05:30");

  it("asks for a move-in date", () => {
    for (const date of ["", null, undefined, "2026-02-30", "next week"]) {
      expect(validateMoveIn(date, now)).toEqual(fail(DESK_MESSAGES.moveInRequired));
    }
  });

  it("refuses today and the past, accepts tomorrow", () => {
    expect(validateMoveIn("2026-03-09", now)).toEqual(fail(DESK_MESSAGES.moveInFuture));
    expect(validateMoveIn("2026-03-10", now)).toEqual(fail(DESK_MESSAGES.moveInFuture));
    expect(validateMoveIn("2026-03-11", now)).toEqual(ok);
    expect(validateMoveIn("2026-06-01", now)).toEqual(ok);
    expect(earliestMoveInDate(now)).toBe("2026-03-11");
  });

  it("reads today at the club around midnight", () => {
    const justBefore = new Date("2026-03-10T18:29:59Z"); // 23:59:59 IST on the 10th
    const justAfter = new Date("2026-03-10T18:30:00Z"); // 00:00 IST on the 11th
    expect(validateMoveIn("2026-03-11", justBefore)).toEqual(ok);
    expect(validateMoveIn("2026-03-11", justAfter)).toEqual(fail(DESK_MESSAGES.moveInFuture));
    expect(validateMoveIn("2026-03-12", justAfter)).toEqual(ok);
    expect(earliestMoveInDate(justAfter)).toBe("2026-03-12");
  });
});

describe("validateDeskRequest", () => {
  const now = new Date("2026-03-10T15:00:00+05:30");

  it("checks the move-in date first, then at least 1 whole seat", () => {
    expect(validateDeskRequest({ moveInDate: "", seats: 0 }, now)).toEqual(
      fail(DESK_MESSAGES.moveInRequired),
    );
    expect(validateDeskRequest({ moveInDate: "2026-03-12", seats: 0 }, now)).toEqual(
      fail(DESK_MESSAGES.seatsMinimum),
    );
    expect(validateDeskRequest({ moveInDate: "2026-03-12", seats: 1.5 }, now)).toEqual(
      fail(DESK_MESSAGES.seatsMinimum),
    );
    expect(validateDeskRequest({ moveInDate: "2026-03-12", seats: 1 }, now)).toEqual(ok);
    expect(validateDeskRequest({ moveInDate: "2026-03-12", seats: 40 }, now)).toEqual(ok);
  });
});

describe("validateOfficeRequest", () => {
  it("requires the sales-contact confirmation", () => {
    expect(validateOfficeRequest({ confirmSalesContact: false, seats: 4 })).toEqual(
      fail(OFFICE_MESSAGES.confirmSalesContact),
    );
    expect(validateOfficeRequest({ confirmSalesContact: false, seats: 3 })).toEqual(
      fail(OFFICE_MESSAGES.confirmSalesContact),
    );
  });

  it("takes only the offered sizes", () => {
    for (const seats of [2, 4, 6, 15, 24, 35]) {
      expect(validateOfficeRequest({ confirmSalesContact: true, seats })).toEqual(ok);
    }
    for (const seats of [0, 1, 3, 5, 8, 16, 36, 2.5]) {
      expect(validateOfficeRequest({ confirmSalesContact: true, seats })).toEqual(
        fail(OFFICE_MESSAGES.seatsNotAllowed),
      );
    }
  });
});
