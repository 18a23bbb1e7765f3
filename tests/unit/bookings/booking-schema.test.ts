/** @jest-environment node */
import {
  BOOKING_FORM_MESSAGES,
  CONSENT_TOAST,
  bookingRequestSchema,
  checkoutContactSchema,
  takenSlotsQuerySchema,
} from "@/lib/validation/booking";
import { DESK_MESSAGES } from "@/lib/pricing";

const errorsOf = (input: unknown) => {
  const result = bookingRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("bookingRequestSchema", () => {
  it("accepts each kind and drops anything it does not know (a client's price included)", () => {
    const room = bookingRequestSchema.parse({
      kind: "meeting-room",
      room: "8-seater",
      date: "2026-03-11",
      time: "10:00",
      hours: 2,
      total: 1,
      quote: { total: 1 },
    });
    expect(room).toEqual({
      kind: "meeting-room",
      room: "8-seater",
      date: "2026-03-11",
      time: "10:00",
      hours: 2,
      techSupport: false,
    });
    expect(bookingRequestSchema.parse({ kind: "podcast-studio", plan: "pro", hours: 1 })).toEqual({
      kind: "podcast-studio",
      plan: "pro",
      date: "",
      time: "",
      hours: 1,
      postProductionHours: 0,
    });
    expect(
      bookingRequestSchema.parse({
        kind: "managed-office",
        seats: 3,
        term: "annual",
        moveInDate: "",
      }),
    ).toEqual({
      kind: "managed-office",
      seats: 3,
      term: "annual",
      moveInDate: undefined,
      confirmSalesContact: false,
    });
  });

  it("leaves an empty date or time to the spec's rule", () => {
    expect(
      bookingRequestSchema.safeParse({ kind: "meeting-room", room: "4-seater", hours: 1 }).success,
    ).toBe(true);
  });

  it("keeps hours and seats whole and in range", () => {
    expect(errorsOf({ kind: "meeting-room", room: "4-seater", hours: 9 })).toEqual({
      hours: BOOKING_FORM_MESSAGES.meetingHours,
    });
    expect(errorsOf({ kind: "meeting-room", room: "4-seater", hours: 1.5 })).toEqual({
      hours: BOOKING_FORM_MESSAGES.meetingHours,
    });
    expect(errorsOf({ kind: "meeting-room", room: "6-seater", hours: 1 })).toEqual({
      room: BOOKING_FORM_MESSAGES.roomInvalid,
    });
    expect(errorsOf({ kind: "podcast-studio", plan: "pro", hours: 0 })).toEqual({
      hours: BOOKING_FORM_MESSAGES.studioHours,
    });
    expect(
      errorsOf({ kind: "podcast-studio", plan: "pro", hours: 1, postProductionHours: -1 }),
    ).toEqual({
      postProductionHours: BOOKING_FORM_MESSAGES.postProductionHours,
    });
    expect(errorsOf({ kind: "dedicated-desk", seats: 0, term: "monthly" })).toEqual({
      seats: DESK_MESSAGES.seatsMinimum,
    });
    expect(errorsOf({ kind: "dedicated-desk", seats: 101, term: "monthly" })).toEqual({
      seats: BOOKING_FORM_MESSAGES.deskSeatsMaximum,
    });
    expect(errorsOf({ kind: "dedicated-desk", seats: 1, term: "weekly" })).toEqual({
      term: BOOKING_FORM_MESSAGES.termInvalid,
    });
  });

  it("asks the checkout for name, email, phone and both consents", () => {
    expect(
      errorsOf({
        kind: "day-pass",
        date: "2026-03-11",
        name: " ",
        email: "x",
        phone: "",
        agreeTerms: false,
      }),
    ).toEqual({
      name: BOOKING_FORM_MESSAGES.nameRequired,
      email: BOOKING_FORM_MESSAGES.emailInvalid,
      phone: BOOKING_FORM_MESSAGES.phoneRequired,
      agreeTerms: CONSENT_TOAST.description,
      acknowledgeSecurityDeposit: CONSENT_TOAST.description,
    });
    const ok = bookingRequestSchema.parse({
      kind: "day-pass",
      date: "2026-03-11",
      name: " Asha ",
      email: "asha@example.in",
      phone: "+91 98765 43210",
      agreeTerms: true,
      acknowledgeSecurityDeposit: true,
    });
    expect(ok).toMatchObject({ name: "Asha", receivePromotions: false });
    expect(
      checkoutContactSchema.safeParse({ name: "A", email: "a@example.in", phone: "12ab" }).success,
    ).toBe(false);
  });

  it("refuses an unknown kind", () => {
    expect(bookingRequestSchema.safeParse({ kind: "spa" }).success).toBe(false);
  });
});

describe("takenSlotsQuerySchema", () => {
  it("takes a room or the studio and a real date", () => {
    expect(takenSlotsQuerySchema.parse({ resource: "studio", date: "2026-03-11" })).toEqual({
      resource: "studio",
      date: "2026-03-11",
    });
    expect(
      takenSlotsQuerySchema.safeParse({ resource: "day-pass", date: "2026-03-11" }).success,
    ).toBe(false);
    expect(
      takenSlotsQuerySchema.safeParse({ resource: "4-seater", date: "2026-02-30" }).success,
    ).toBe(false);
  });
});
