import type { OwnerNumbers } from "@/lib/insights";
import { StaffSection } from "../../members/_components/staff-section";
import { CsvLink } from "./csv-link";
import { dayName } from "./dates";
import { FiguresTable } from "./figures-table";

const ROOM_LABELS: Record<string, string> = {
  "4-seater": "4-seater room",
  "8-seater": "8-seater room",
  studio: "Podcast studio",
};

/** Hours booked against hours open, by room and week. */
export function RoomUseSection({ numbers }: { numbers: OwnerNumbers }) {
  const weeks = [...new Set(numbers.rooms.map((r) => r.week))].reverse();
  const resources = [...new Set(numbers.rooms.map((r) => r.resource))];
  const cell = (week: string, resource: string) =>
    numbers.rooms.find((r) => r.week === week && r.resource === resource);
  return (
    <StaffSection id="rooms" title="Room and studio use" aside={<CsvLink table="rooms" />}>
      <p className="text-muted-foreground mb-3 text-sm">
        Hours booked against hours open, by week (Monday to Sunday), newest first.
      </p>
      <FiguresTable
        caption="Room and studio use by week: hours booked of hours open"
        testId="rooms-table"
        columns={["Week from", ...resources.map((r) => ROOM_LABELS[r] ?? r)]}
        rows={weeks.map((week) => ({
          key: week,
          head: dayName(week),
          cells: resources.map((resource) => {
            const use = cell(week, resource);
            return use ? `${use.bookedHours} of ${use.openHours} h · ${use.percent}%` : "—";
          }),
        }))}
      />
    </StaffSection>
  );
}
