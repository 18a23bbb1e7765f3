import "server-only";
import {
  seriesCancelIcs,
  seriesDateCancelIcs,
  seriesIcs,
  seriesIcsFilename,
} from "@/lib/bookings/series/calendar";
import type { SeriesMessage } from "@/lib/bookings/series/record";
import type { Booking } from "@/lib/bookings/types";
import { formatClubClock, formatClubWeekdayDate, formatDateLabel } from "@/lib/format";
import type { MailContent } from "@/lib/mail/layout";
import type { MailCalendar } from "@/lib/mail/types";
import { bookingTitle, formatInr, paymentNote } from "@/lib/pricing";
import { site } from "@/lib/site";
import type { Detail } from "./enquiries";

/**
 * A repeating booking's e-mails (0115): one confirmation for the whole series, every date listed
 * with its price, and one message per cancellation (one date, or every remaining date), each
 * with the one recurring calendar event updated.
 */

const manage = { label: "Manage your bookings", url: `${site.url}/dashboard` };

const when = (date: Booking) =>
  date.startsAt && date.endsAt
    ? `${formatClubWeekdayDate(date.startsAt)}, ${formatClubClock(date.startsAt)} to ${formatClubClock(date.endsAt)}`
    : formatDateLabel(date.date ?? "");

const live = (date: Booking) => date.status !== "cancelled" && date.status !== "expired";
const sum = (dates: readonly Booking[], paise: (date: Booking) => number) =>
  dates.reduce((total, date) => total + paise(date), 0);
const reference = (message: SeriesMessage) => message.series.id.slice(0, 8).toUpperCase();

export function seriesConfirmation(message: SeriesMessage): MailContent {
  const { series, about } = message;
  const [first] = about;
  const title = first ? bookingTitle(first.quote) : "Booking";
  const skipped = series.skippedDates.map(formatDateLabel);
  return {
    subject: `Booking confirmed: ${title}, ${about.length} dates weekly from ${formatDateLabel(series.firstDate)}`,
    heading: "Your repeating booking is confirmed",
    paragraphs: [
      `${paymentNote(first?.paymentStatus ?? "")}. The calendar invitation attached adds every date to your calendar as one weekly event.`,
      ...(skipped.length ? [`Not booked (skipped): ${skipped.join("; ")}.`] : []),
      "You can cancel one date or every remaining date from your dashboard; each date's refund follows the policy shown when you booked.",
    ],
    details: [
      ["Booking", title],
      ...about.map((date): Detail => [when(date), formatInr(date.totalPaise)]),
      ["Total", formatInr(sum(about, (date) => date.totalPaise))],
      ["Name", first?.contactName ?? first?.contactEmail ?? ""],
      ["Reference", reference(message)],
    ],
    action: manage,
  };
}

export function seriesCancellation(message: SeriesMessage): MailContent {
  const { about, dates } = message;
  const [first] = about;
  const title = first ? bookingTitle(first.quote) : "Booking";
  const refund = sum(about, (date) => date.refundPaise ?? 0);
  const remaining = dates.filter(live).length;
  return {
    subject:
      about.length === 1 && first
        ? `Booking cancelled: ${title}, ${when(first)}`
        : `Booking cancelled: ${title}, ${about.length} dates`,
    heading:
      about.length === 1
        ? "One date of your repeating booking is cancelled"
        : `${about.length} dates of your repeating booking are cancelled`,
    paragraphs: [
      refund > 0
        ? `Your refund of ${formatInr(refund)} follows the cancellation policy, date by date.`
        : "No refund is due under the cancellation policy.",
      "The attached calendar update removes the cancelled dates from your calendar.",
      remaining > 0
        ? `${remaining === 1 ? "1 date remains" : `${remaining} dates remain`} booked.`
        : "No date of this repeating booking remains booked.",
    ],
    details: [
      ["Booking", title],
      ...about.map((date): Detail => [when(date), `Refund ${formatInr(date.refundPaise ?? 0)}`]),
      ["Refund", formatInr(refund)],
      ["Reference", reference(message)],
    ],
    action: manage,
  };
}

/** The recurring event: the invitation with every date, or the cancellation's update. */
export function seriesInvitation(
  message: SeriesMessage,
  method: "REQUEST" | "CANCEL",
  now = new Date(),
): MailCalendar {
  const { series, dates, about } = message;
  const filename = seriesIcsFilename(series, dates);
  if (method === "REQUEST") {
    return { method, filename, content: seriesIcs(series, dates, now, "REQUEST") };
  }
  // One date: that occurrence's CANCEL. Several with dates left: the event re-sent without them.
  // None left: the whole event's CANCEL.
  if (about.length === 1 && about[0]) {
    return { method, filename, content: seriesDateCancelIcs(series, dates, about[0], now) };
  }
  if (dates.some(live)) {
    return { method: "REQUEST", filename, content: seriesIcs(series, dates, now, "REQUEST") };
  }
  return { method, filename, content: seriesCancelIcs(series, dates, now) };
}
