import Link from "@/components/ui/link";
import {
  CELL_TEXT,
  SPACE_NAMES,
  bookingHref,
  bookLabel,
  type AvailabilityCell as Cell,
  type CellState,
} from "@/lib/bookings/availability";
import type { TimedResource } from "@/lib/pricing";
import { cn } from "@/lib/utils";

/** Each state's look, shared with the key. Tokens of the theme, so dark mode follows. */
export const cellClass: Record<CellState, string> = {
  free: "border-accent bg-background text-foreground",
  booked: "border-transparent bg-foreground/80 text-background",
  closed: "border-transparent bg-muted text-muted-foreground",
  unavailable: "border-dashed bg-muted/40 text-muted-foreground",
};

/**
 * One hour of one room: a free hour is a link to the booking form with the room, date and time
 * chosen, named for a screen reader out of context; the others are text.
 */
export function AvailabilityCell({
  resource,
  date,
  cell,
}: {
  resource: TimedResource;
  date: string;
  cell: Cell;
}) {
  const box = cn(
    "flex min-h-11 min-w-16 items-center justify-center rounded-md border px-1 text-xs font-medium",
    cellClass[cell.state],
  );
  return (
    <td className="p-0.5" data-slot={cell.time} data-state={cell.state}>
      {cell.state === "free" ? (
        <Link
          href={bookingHref(resource, date, cell.time)}
          aria-label={bookLabel(SPACE_NAMES[resource].full, date, cell.time)}
          className={cn(
            box,
            "hover:bg-accent hover:text-accent-foreground focus-visible:outline-ring underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2",
          )}
        >
          {CELL_TEXT.free}
        </Link>
      ) : (
        <span className={box}>{CELL_TEXT[cell.state]}</span>
      )}
    </td>
  );
}
