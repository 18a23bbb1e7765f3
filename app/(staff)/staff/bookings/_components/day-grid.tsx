import { formatClubTime } from "@/lib/pricing";
import { DESK_HOURS, DESK_ROWS, gridRow } from "@/lib/bookings/rules/desk-terms";
import type { DeskBooking } from "@/lib/bookings/desk/types";
import { DeskBookingButton } from "./desk-booking-button";

/**
 * Rooms and the studio by hour. A table, so a screen reader names each cell by its room and
 * hour; at 375 px it scrolls sideways inside its own focusable region while the room names stay.
 */
export function DayGrid({ date, bookings }: { date: string; bookings: DeskBooking[] }) {
  return (
    <div
      role="region"
      aria-label="Rooms and studio by hour"
      tabIndex={0}
      // `relative`: the hidden "Free" labels are absolutely positioned; without a positioned
      // scroll box they overflow the page itself at 375 px (908 px wide, dialogs off-centre).
      className="bg-card focus-visible:ring-ring relative mt-6 overflow-x-auto rounded-2xl border outline-none focus-visible:ring-2"
    >
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm" data-date={date}>
        <caption className="sr-only">Bookings of rooms and the studio by hour, club time</caption>
        <colgroup>
          <col className="w-36 sm:w-48" />
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              className="bg-card sticky left-0 z-10 border-b px-3 py-2 text-left font-semibold"
            >
              Space
            </th>
            {DESK_HOURS.map((time) => (
              <th
                key={time}
                scope="col"
                className="text-muted-foreground border-b border-l px-2 py-2 text-left text-xs font-medium whitespace-nowrap"
              >
                {formatClubTime(time)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DESK_ROWS.map(({ resource, label }) => (
            <tr key={resource} data-resource={resource}>
              <th
                scope="row"
                className="bg-card sticky left-0 z-10 border-b px-3 py-3 text-left font-medium"
              >
                {label}
              </th>
              {gridRow(resource, bookings).map((cell) =>
                cell.type === "free" ? (
                  <td key={cell.time} className="border-b border-l" data-slot={cell.time}>
                    <span className="sr-only">Free</span>
                  </td>
                ) : (
                  <td
                    key={cell.time}
                    colSpan={cell.span}
                    className="border-b border-l p-1"
                    data-slot={cell.time}
                  >
                    <DeskBookingButton booking={cell.booking} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
