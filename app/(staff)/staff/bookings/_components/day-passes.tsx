import type { DeskBooking } from "@/lib/bookings/desk/types";
import { DeskBookingButton } from "./desk-booking-button";

/** The day's passes: not tied to a room, so listed under the grid. */
export function DayPasses({ bookings }: { bookings: DeskBooking[] }) {
  return (
    <section aria-labelledby="day-passes-heading" className="bg-card mt-6 rounded-2xl border p-6">
      <h2 id="day-passes-heading" className="font-sans text-lg font-semibold">
        Day passes
      </h2>
      {bookings.length === 0 ? (
        <p className="text-muted-foreground mt-3 text-sm">No day passes for this day.</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <DeskBookingButton booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
