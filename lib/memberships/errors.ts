import "server-only";
import { HttpError } from "@/lib/http";

/**
 * A membership action refused on purpose, with the words the member or staff see; routes answer
 * it with its code's status (404, 403, 409, 422).
 */
export class MembershipError extends HttpError {}

export const MEMBERSHIP_TEXT = {
  notFound: "There is no such membership.",
  invoiceNotFound: "There is no such invoice.",
  offerNotFound: "This offer link is not valid. Ask the club for a new one.",
  offerClosed: "This offer can no longer be accepted. Ask the club for a new one.",
  holderOnly: "Only the membership's holder can do this.",
  noticeNotAllowed: "Notice can be given on an active membership without an end date.",
  alreadyPaid: "This invoice is paid already.",
  notEnded: "The deposit can be refunded once the membership has ended.",
  alreadyRefunded: "This deposit has been refunded already.",
  deductionTooLarge: "The deduction cannot be more than the deposit.",
  autopayUnavailable: "Autopay needs online payments, which the club has not set up.",
  autopayOverLimit:
    "Autopay is for memberships of at most ₹15,000 a month; pay each month's link instead.",
  autopayNotRunning: "Autopay can be set up for an active membership without an end date.",
  alreadyEnded: "This membership has ended already.",
  seatsFull: (seats: number) =>
    `All ${seats} ${seats === 1 ? "seat is" : "seats are"} taken. Remove a seat user first.`,
  seatTaken: "This person already has a seat on this membership.",
  seatsClosed: "Seat users can be added to a running membership only.",
  seatNotFound: "This person has no seat on this membership.",
  tdsRateInvalid: "Enter the TDS rate in per cent, from 0 to 20 (0 when the holder deducts none).",
  tdsCertificateRecorded: "This quarter's TDS certificate is recorded already.",
} as const;
