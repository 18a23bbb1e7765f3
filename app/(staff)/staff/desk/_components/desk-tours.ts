import "server-only";
import { formatClubClock } from "@/lib/format";
import { listTours } from "@/lib/tours";
import type { DeskTour } from "./desk-entries";

/** Today's tours that are still to happen or happened (not cancelled), for the desk's list. */
export async function listDeskTours(day: { from: Date; to: Date }): Promise<DeskTour[]> {
  const tours = await listTours(day);
  return tours
    .filter((tour) => tour.status !== "cancelled")
    .map((tour) => ({
      key: `tour-${tour.id}`,
      name: tour.name,
      phone: tour.phone,
      detail: `Tour · ${formatClubClock(tour.startsAt)}${tour.status === "booked" ? "" : ` · ${tour.status}`}`,
    }));
}
