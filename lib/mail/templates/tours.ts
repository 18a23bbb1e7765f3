import "server-only";
import { tourIcs } from "@/lib/calendar/tour-event";
import { formatClubClock, formatClubWeekdayDate } from "@/lib/format";
import type { MailContent } from "@/lib/mail/layout";
import type { MailCalendar, MailTour } from "@/lib/mail/types";
import { site, whatsappHref } from "@/lib/site";
import { details } from "./enquiries";

const when = (tour: MailTour) =>
  `${formatClubWeekdayDate(tour.startsAt)}, ${formatClubClock(tour.startsAt)}`;

/** The manage page: reschedule or cancel without an account, by the token in the link. */
export const tourManageUrl = (token: string) => `${site.url}/tours/${token}`;

export const tourWhatsappMessage = (tour: MailTour) =>
  `Hello ${site.name}, this is ${tour.name} about my tour on ${when(tour)}.`;

const tourDetails = (tour: MailTour) =>
  details([
    ["Tour", `30 minutes at ${site.address.short}`],
    ["When", when(tour)],
    ["Name", tour.name],
    ["Reference", tour.id.slice(0, 8).toUpperCase()],
  ]);

/** The invitation of a tour's e-mails: REQUEST while booked, CANCEL once cancelled. */
export function tourInvitation(tour: MailTour): MailCalendar {
  const method = tour.status === "cancelled" ? "CANCEL" : "REQUEST";
  const manageUrl = tour.manageToken ? tourManageUrl(tour.manageToken) : undefined;
  return {
    method,
    filename: "lotus-club-tour.ics",
    content: tourIcs({ ...tour, manageUrl }, method),
  };
}

export function tourConfirmation(tour: MailTour): MailContent {
  const moved = tour.sequence > 0;
  return {
    subject: `${moved ? "Tour moved" : "Tour confirmed"}: ${when(tour)}`,
    heading: moved ? "Your tour has moved" : "Your tour is booked",
    paragraphs: [
      `We look forward to showing you around ${site.name}. The calendar invitation attached adds the tour to your calendar.`,
      "Need another time? Use the button below to reschedule or cancel; no account needed.",
      `Questions before you come? WhatsApp us: ${whatsappHref(tourWhatsappMessage(tour))}`,
    ],
    details: tourDetails(tour),
    ...(tour.manageToken
      ? { action: { label: "Reschedule or cancel", url: tourManageUrl(tour.manageToken) } }
      : {}),
  };
}

export function tourCancellation(tour: MailTour): MailContent {
  return {
    subject: `Tour cancelled: ${when(tour)}`,
    heading: "Your tour is cancelled",
    paragraphs: [
      "The attached calendar update removes it from your calendar. You are welcome to book another time.",
    ],
    details: tourDetails(tour),
    action: { label: "Book another tour", url: `${site.url}/contact?type=Tour` },
  };
}

export function tourReminder(tour: MailTour): MailContent {
  return {
    subject: `Reminder: your tour ${tour.hoursBefore === 2 ? "today" : "tomorrow"}, ${when(tour)}`,
    heading: "See you soon",
    paragraphs: [
      `A reminder of your tour of ${site.name} at ${site.address.short}. Please ask for us at the front desk.`,
      "To reschedule or cancel, use the link in your confirmation e-mail.",
    ],
    details: tourDetails(tour),
  };
}

/** To staff: a tour booked, moved or cancelled. */
export function tourStaffAlert(tour: MailTour): MailContent {
  const what = tour.status === "cancelled" ? "cancelled" : tour.sequence > 0 ? "moved" : "booked";
  return {
    subject: `Tour ${what}: ${tour.name}, ${when(tour)}`,
    heading: `Tour ${what}`,
    paragraphs: [`${tour.name} has ${what} a tour through the website.`],
    details: details([
      ["When", when(tour)],
      ["Name", tour.name],
      ["Email", tour.email],
      ["Phone", tour.phone],
    ]),
    action: { label: "Open the day's bookings", url: `${site.url}/staff/bookings` },
  };
}
