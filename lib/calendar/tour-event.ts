import { buildIcs, type IcsMethod } from "@/lib/calendar/ics";
import { calendarUidDomain, clubOrganizer } from "@/lib/calendar/organizer";
import { site } from "@/lib/site";

export const TOUR_MINUTES = 30;

/** What a tour's invitation needs; `sequence` counts its changes (0032_tour_functions.sql). */
export type TourInvitation = {
  id: string;
  name: string;
  email: string;
  startsAt: string;
  sequence: number;
  manageUrl?: string;
};

/** The tour as an iTIP REQUEST (booked or moved) or CANCEL, one UID for its whole life. */
export function tourIcs(
  tour: TourInvitation,
  method: Exclude<IcsMethod, "PUBLISH">,
  stamp = new Date(),
) {
  const start = new Date(tour.startsAt);
  return buildIcs(
    {
      uid: `tour-${tour.id}@${calendarUidDomain}`,
      stamp,
      start,
      end: new Date(start.getTime() + TOUR_MINUTES * 60_000),
      summary: `Tour of ${site.name}`,
      description: [
        "A 30-minute tour of the club. Please ask for us at the front desk.",
        ...(tour.manageUrl ? [`Reschedule or cancel: ${tour.manageUrl}`] : []),
      ].join("\n"),
      location: `${site.name}, ${site.address.short}`,
      ...(tour.manageUrl ? { url: tour.manageUrl } : {}),
      status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
      sequence: tour.sequence,
      organizer: clubOrganizer,
      attendee: { email: tour.email, name: tour.name },
    },
    `-//${site.name}//Tours//EN`,
    method,
  );
}
