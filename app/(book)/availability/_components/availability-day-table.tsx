import { GRID_HOURS, SPACE_NAMES, type AvailabilityDay } from "@/lib/bookings/availability";
import { formatClubTime, formatDateLabel } from "@/lib/pricing";
import { AvailabilityCell } from "./availability-cell";

/**
 * One club day: a real table, rooms by row and hours by column. On a phone the hours scroll
 * sideways inside their own box (focusable, so a keyboard can scroll it) while the room names
 * stay put; the page itself is never wider than the screen. A closed day is one cell per room.
 */
export function AvailabilityDayTable({ day }: { day: AvailabilityDay }) {
  const heading = `availability-${day.date}`;
  return (
    <section aria-labelledby={heading} data-date={day.date} data-testid="availability-day">
      <h2 id={heading} className="font-sans text-lg font-semibold">
        {formatDateLabel(day.date)}
        {day.closed ? (
          <span className="text-muted-foreground font-normal"> · Closed ({day.closed})</span>
        ) : null}
      </h2>
      <div
        className="bg-card mt-3 overflow-x-auto rounded-xl border"
        role="region"
        aria-label={`Hours of ${formatDateLabel(day.date)}`}
        tabIndex={0}
      >
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">
            {formatDateLabel(day.date)}: each room by hour, free or booked
          </caption>
          <thead>
            <tr>
              <th scope="col" className="bg-card sticky left-0 z-10 p-2 text-left font-medium">
                Room
              </th>
              {GRID_HOURS.map((time) => (
                <th
                  key={time}
                  scope="col"
                  className="text-muted-foreground p-1 text-center text-xs font-medium whitespace-nowrap"
                >
                  {formatClubTime(time)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {day.rows.map((row) => (
              <tr key={row.resource} data-resource={row.resource}>
                <th
                  scope="row"
                  className="bg-card sticky left-0 z-10 p-2 text-left font-medium whitespace-nowrap"
                >
                  {SPACE_NAMES[row.resource].short}
                </th>
                {day.closed ? (
                  <td
                    colSpan={GRID_HOURS.length}
                    className="text-muted-foreground p-2"
                    data-state="closed"
                  >
                    Closed ({day.closed})
                  </td>
                ) : (
                  row.cells.map((cell) => (
                    <AvailabilityCell
                      key={cell.time}
                      resource={row.resource}
                      date={day.date}
                      cell={cell}
                    />
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
