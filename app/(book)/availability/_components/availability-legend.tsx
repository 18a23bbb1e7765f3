import { AVAILABILITY_TEXT, CELL_TEXT, type CellState } from "@/lib/bookings/availability";
import { cellClass } from "./availability-cell";

const STATES: CellState[] = ["free", "booked", "closed", "unavailable"];

/** What each kind of hour looks like, and that the hours scroll on a phone. */
export function AvailabilityLegend() {
  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-3 text-sm" aria-label="Key">
        {STATES.map((state) => (
          <li key={state} className="flex items-center gap-2">
            <span
              aria-hidden
              className={`inline-block h-4 w-6 rounded border ${cellClass[state]}`}
            />
            {CELL_TEXT[state]}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-sm sm:hidden">{AVAILABILITY_TEXT.scroll}</p>
    </div>
  );
}
