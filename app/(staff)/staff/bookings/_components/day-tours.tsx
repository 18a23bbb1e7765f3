import { formatClubClock } from "@/lib/format";
import type { Tour } from "@/lib/tours/types";
import { TourMarkButtons } from "./tour-mark-buttons";

const STATUS_LABELS: Record<Tour["status"], string> = {
  booked: "Booked",
  toured: "Toured",
  "no-show": "No-show",
  cancelled: "Cancelled",
};

/** The day's tours, each with "Toured" and "No-show" for the front desk. */
export function DayTours({ tours }: { tours: Tour[] }) {
  return (
    <section aria-labelledby="day-tours-heading" className="bg-card mt-6 rounded-2xl border p-6">
      <h2 id="day-tours-heading" className="font-sans text-lg font-semibold">
        Tours
      </h2>
      {tours.length === 0 ? (
        <p className="text-muted-foreground mt-3 text-sm">No tours for this day.</p>
      ) : (
        <ul className="mt-3 divide-y">
          {tours.map((tour) => (
            <li
              key={tour.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="desk-tour"
            >
              <div>
                <p className="font-medium">
                  {formatClubClock(tour.startsAt)} · {tour.name}
                </p>
                <p className="text-muted-foreground text-sm">
                  {tour.email}
                  {tour.phone ? ` · ${tour.phone}` : ""} · {STATUS_LABELS[tour.status]}
                </p>
              </div>
              {tour.status === "cancelled" ? null : (
                <TourMarkButtons id={tour.id} status={tour.status} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
