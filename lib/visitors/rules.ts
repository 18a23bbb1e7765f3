import { site } from "@/lib/site";

/**
 * The club's visitor rules, in one place for the dashboard, the desk, the e-mails and the tests.
 * IMPORTANT: GUESTS_PER_DAY is also enforced by register_visitor (0034_visitors.sql).
 */
export const GUESTS_PER_DAY = 5;

/** Days after the visit that a visitor's details are kept (India's DPDP Act: no longer than needed). */
export const VISITOR_RETENTION_DAYS = 90;

/** How far ahead a member may register a guest. */
export const VISITOR_DAYS_AHEAD = 30;

/** A member's or seat user's personal code (0058): an M and seven digits, never a guest's. */
export const MEMBER_CODE_PATTERN = /^[Mm]\d{7}$/;

export const MEMBER_CHECK_IN_TEXT = {
  codeInvalid: "A member's code is an M and 7 digits.",
  unknownOrIn: "No member with that code, or they are checked in already.",
  notMember: "This account holds no running membership or seat today.",
  searchLabel: "Member check-in by name",
  dashboard:
    "Show this code at reception (or scan it at the desk) when you arrive, so we know you are in.",
} as const;

/** A guest's code: six digits, valid on the visit's date only. */
export const VISITOR_CODE_PATTERN = /^\d{6}$/;

/** Wrong codes one client may try in a minute at the desk before it is refused (429). */
export const WRONG_CODES_PER_MINUTE = 5;

/** The club's guest rule: the dashboard, the e-mails and the community guidelines say it. */
export const GUEST_DAY_PASS_RULE =
  "A guest staying beyond an hour outside a booked room needs a day pass.";

export const VISITOR_TEXT = {
  guestRule: `Guests are welcome with their host. ${GUEST_DAY_PASS_RULE}`,
  retention: `Visitor details are deleted ${VISITOR_RETENTION_DAYS} days after the visit.`,
  codeValidity: "The code works on the visit's date only.",
  limitReached: `You have already registered ${GUESTS_PER_DAY} guests for that day, the most a member may.`,
  datePassed: "That date has passed. Please choose today or a later date.",
  notYourBooking: "Choose one of your own room or studio bookings on the visit's date.",
  notFound: "There is no such visitor.",
  notCancellable: "This guest has already arrived, or the visit is over.",
  notExpectedToday: "This guest is not expected today, or is already checked in.",
  notInBuilding: "This visitor is not checked in.",
  wrongCode: "No guest is expected today with that code.",
  dayPassNotToday: "This day pass is not for today, or it is already used.",
  dayPassNotIn: "This day-pass holder is not checked in.",
  hours: `Expected between ${site.hours.opens} and ${site.hours.closes}.`,
} as const;
