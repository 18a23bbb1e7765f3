import type { Metadata } from "next";
import { ownerNumbers } from "@/lib/insights";
import { requireStaffPage } from "@/lib/staff/access";
import { dayName } from "./_components/dates";
import { DepositsSection } from "./_components/deposits-section";
import { MrrSection } from "./_components/mrr-section";
import { OccupancySection } from "./_components/occupancy-section";
import { RevenueSection } from "./_components/revenue-section";
import { RoomUseSection } from "./_components/room-use-section";

export const metadata: Metadata = { title: "Owner's numbers" };

/**
 * The owner's numbers (issue 38): occupancy, room and studio use, revenue by product, MRR and
 * its movements, deposits held; each table as CSV, the two trends as charts.
 */
export default async function OwnerNumbersPage() {
  await requireStaffPage("/staff/numbers");
  const numbers = await ownerNumbers(new Date());
  return (
    // One column no wider than the page: a wide table scrolls in its own box (a grid item's
    // min-content width would otherwise widen the column past a phone's 375 px).
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
      <div>
        <h1 className="text-3xl font-semibold">Owner&apos;s numbers</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          Figures as of {dayName(numbers.today)}, in club time, over the last 12 months.
        </p>
      </div>
      <OccupancySection numbers={numbers} />
      <MrrSection numbers={numbers} />
      <RevenueSection numbers={numbers} />
      <RoomUseSection numbers={numbers} />
      <DepositsSection numbers={numbers} />
    </div>
  );
}
