import { PLAN_LABELS } from "@/components/memberships/labels";
import type { OwnerNumbers } from "@/lib/insights";
import { StaffSection } from "../../members/_components/staff-section";
import { CapacityForm } from "./capacity-form";
import { CsvLink } from "./csv-link";
import { dayName, monthName } from "./dates";
import { FiguresTable } from "./figures-table";

/** Seats sold by plan and month against the club's capacity, which staff set here. */
export function OccupancySection({ numbers }: { numbers: OwnerNumbers }) {
  const today = numbers.occupancy.at(-1);
  return (
    <StaffSection id="occupancy" title="Occupancy" aside={<CsvLink table="occupancy" />}>
      <p className="text-muted-foreground mb-3 text-sm">
        Desk seats sold (dedicated desks and managed offices) against the club&apos;s capacity of{" "}
        {numbers.capacity.seats} seats
        {numbers.capacity.ownerSet ? "" : " (the site's figure until the owner sets one)"}; each
        month at its last day, this month today. Today:{" "}
        <strong data-testid="occupancy-today">{today ? `${today.percent}%` : "0%"}</strong>.
      </p>
      <FiguresTable
        caption="Seats sold by plan and month"
        testId="occupancy-table"
        columns={[
          "Month",
          PLAN_LABELS["dedicated-desk"],
          PLAN_LABELS["managed-office"],
          PLAN_LABELS["virtual-office"],
          "Desk seats",
          "Occupancy",
        ]}
        rows={numbers.occupancy.map((m) => ({
          key: m.month,
          head: m.asOf === numbers.today ? `Today (${dayName(m.asOf)})` : monthName(m.month),
          cells: [
            m.seatsByPlan["dedicated-desk"],
            m.seatsByPlan["managed-office"],
            m.seatsByPlan["virtual-office"],
            m.deskSeats,
            `${m.percent}%`,
          ],
        }))}
      />
      <div className="mt-4">
        <CapacityForm seats={numbers.capacity.seats} />
      </div>
    </StaffSection>
  );
}
