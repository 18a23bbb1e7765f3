import "server-only";
import { bookingIcs, bookingIcsFilename } from "@/lib/bookings/calendar-event";
import type { Booking } from "@/lib/bookings/types";
import {
  formatClubClock,
  formatClubDateTime,
  formatClubWeekdayDate,
  formatDateLabel,
} from "@/lib/format";
import type { MailContent } from "@/lib/mail/layout";
import type { MailCalendar } from "@/lib/mail/types";
import {
  MEMBERSHIP_NEXT_STEP,
  bookingTitle,
  formatInr,
  formatLineAmount,
  paymentNote,
  quoteLines,
} from "@/lib/pricing";
import { site } from "@/lib/site";
import { moveClosesAt } from "@/lib/bookings/reschedule/rules";
import type { Detail } from "./enquiries";

function when(booking: Booking): string | undefined {
  if (booking.startsAt && booking.endsAt) {
    return `${formatClubWeekdayDate(booking.startsAt)}, ${formatClubClock(booking.startsAt)} to ${formatClubClock(booking.endsAt)}`;
  }
  return booking.date ? formatDateLabel(booking.date) : undefined;
}

/** What was booked, when, and what it costs, line by line from the stored quote. */
export function bookingDetails(booking: Booking): Detail[] {
  const date = when(booking);
  const dated: Detail[] = date ? [["When", date]] : [];
  return [
    ["Booking", bookingTitle(booking.quote)],
    ...dated,
    ...quoteLines(booking.quote).map((line): Detail => [line.label, formatLineAmount(line)]),
    ["Total", formatInr(booking.totalPaise)],
    ["Name", booking.contactName ?? booking.contactEmail],
    ["Reference", booking.id.slice(0, 8).toUpperCase()],
  ];
}

const manage = { label: "Manage your bookings", url: `${site.url}/dashboard` };

/** The page where the member picks the booking's new date or time (signed in as its owner). */
export const moveBookingUrl = (booking: Booking) =>
  `${site.url}/dashboard/bookings/${booking.id}/move`;

/** How to move a room, studio or day-pass booking, and until when; nothing for other kinds. */
function moveParagraph(booking: Booking): string[] {
  const closes = moveClosesAt(booking);
  // Sent when written: a booking moved to within its window can no longer move.
  if (!closes || closes.getTime() <= Date.now()) return [];
  return [
    `Need another time? You can move this booking until ${formatClubDateTime(closes)}: ${moveBookingUrl(booking)}`,
  ];
}

export function bookingConfirmation(booking: Booking): MailContent {
  return {
    subject: `Booking confirmed: ${bookingTitle(booking.quote)}, ${when(booking) ?? ""}`.replace(
      /, $/,
      "",
    ),
    heading: "Your booking is confirmed",
    paragraphs: [
      `${paymentNote(booking.paymentStatus)}. The calendar invitation attached adds it to your calendar.`,
      `You can cancel from your dashboard; the refund follows the policy shown when you booked.`,
      ...moveParagraph(booking),
    ],
    details: bookingDetails(booking),
    action: manage,
  };
}

/** A booking moved to a new time (0066): the new details, and the calendar event updated. */
export function bookingRescheduled(booking: Booking): MailContent {
  return {
    subject: `Booking moved: ${bookingTitle(booking.quote)}, ${when(booking) ?? ""}`.replace(
      /, $/,
      "",
    ),
    heading: "Your booking has moved",
    paragraphs: [
      `Your booking is now on ${when(booking) ?? "its new date"}. The attached calendar update moves the event already in your calendar.`,
      `${paymentNote(booking.paymentStatus)}.`,
      ...moveParagraph(booking),
    ],
    details: bookingDetails(booking),
    action: manage,
  };
}

export function deskRequestReceived(booking: Booking): MailContent {
  return {
    subject: `We've received your ${bookingTitle(booking.quote).toLowerCase()} request`,
    heading: "Thank you for your request",
    paragraphs: [`Our team will be in touch within one working day. ${MEMBERSHIP_NEXT_STEP}`],
    details: bookingDetails(booking),
    action: manage,
  };
}

export function bookingCancellation(booking: Booking): MailContent {
  const refund = booking.refundPaise ?? 0;
  return {
    subject: `Booking cancelled: ${bookingTitle(booking.quote)}`,
    heading: "Your booking is cancelled",
    paragraphs: [
      refund > 0
        ? `Your refund of ${formatInr(refund)} follows the cancellation policy.`
        : "No refund is due under the cancellation policy.",
      "The attached calendar update removes it from your calendar.",
    ],
    details: [...bookingDetails(booking), ["Refund", formatInr(refund)]],
    action: manage,
  };
}

export function bookingReminder(booking: Booking): MailContent {
  return {
    subject: `Reminder: ${bookingTitle(booking.quote)}, ${when(booking) ?? ""}`.replace(/, $/, ""),
    heading: "See you soon",
    paragraphs: [
      `A reminder of your booking at ${site.address.short}. Please check in at the front desk when you arrive.`,
    ],
    details: bookingDetails(booking),
    action: manage,
  };
}

/**
 * The calendar invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL), with the same
 * UID as the dashboard's download, so calendars update the one event; none without a date.
 */
export function bookingInvitation(
  booking: Booking,
  method: "REQUEST" | "CANCEL",
): MailCalendar | undefined {
  const content = bookingIcs(booking, new Date(), method);
  if (!content) return undefined;
  return { method, filename: bookingIcsFilename(booking), content };
}
