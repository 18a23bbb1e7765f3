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
  autopayPending: "Autopay is being set up already: it starts once your bank confirms the mandate.",
  autopayRunning: "Autopay is on already for this membership.",
  autopayNotRunning: "Autopay can be set up for an active membership without an end date.",
  alreadyEnded: "This membership has ended already.",
  seatsFull: (seats: number) =>
    `All ${seats} ${seats === 1 ? "seat is" : "seats are"} taken. Remove a seat user first.`,
  seatTaken: "This person already has a seat on this membership.",
  seatsClosed: "Seat users can be added to a running membership only.",
  seatNotFound: "This person has no seat on this membership.",
  offerUnverified:
    "Confirm your e-mail address first: an offer can be accepted only from its holder's confirmed address.",
  offerOtherAddress:
    "This offer was sent to another e-mail address. Sign in with that address, or ask the club to send the offer to yours.",
  offerNotHandable: "Only an offer not yet accepted can be sent to another address.",
  cancelledNoPayment: "This membership was cancelled: it accepts no payment.",
  paymentRefunded:
    "Your payment could not be applied to this invoice, so it is being refunded to you in full.",
  tdsRateInvalid: "Enter the TDS rate in per cent, from 0 to 20 (0 when the holder deducts none).",
  tdsCertificateRecorded: "This quarter's TDS certificate is recorded already.",
} as const;
