import type { Metadata } from "next";
import { Download } from "lucide-react";
import { PLAN_LABELS } from "@/components/memberships/labels";
import {
  ownerNumbers,
  PRODUCT_LABELS,
  PRODUCTS,
  type NumbersTable,
  type OwnerNumbers,
} from "@/lib/insights";
import { formatInr } from "@/lib/pricing";
import { requireStaffPage } from "@/lib/staff/access";
import { StaffSection } from "../members/_components/staff-section";
import { CapacityForm } from "./_components/capacity-form";
import { FiguresTable } from "./_components/figures-table";
import { TrendChart } from "./_components/trend-chart";

export const metadata: Metadata = { title: "Owner's numbers" };

const ROOM_LABELS: Record<string, string> = {
  "4-seater": "4-seater room",
  "8-seater": "8-seater room",
  studio: "Podcast studio",
};

/** `2027-03` as "March 2027". */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
/** A club date as "8 Mar". */
const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

function CsvLink({ table }: { table: NumbersTable }) {
  return (
    <a
      href={`/api/staff/numbers/${table}.csv`}
      download
      className="text-accent inline-flex items-center gap-1.5 text-sm underline-offset-4 hover:underline"
    >
      <Download aria-hidden className="size-4" />
      CSV
    </a>
  );
}

function Occupancy({ numbers }: { numbers: OwnerNumbers }) {
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

function RoomUse({ numbers }: { numbers: OwnerNumbers }) {
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

function Revenue({ numbers }: { numbers: OwnerNumbers }) {
  const months = numbers.revenue.map((m) => m.month);
  const total = numbers.revenue.reduce((sum, m) => sum + m.total, 0);
  return (
    <StaffSection id="revenue" title="Revenue by product" aside={<CsvLink table="revenue" />}>
      <p className="text-muted-foreground mb-3 text-sm">
        Before GST, from the tax invoices issued each month, credit notes taken off: the
        accountant&apos;s books. {formatInr(total)} in 12 months.
      </p>
      <TrendChart
        id="revenue-chart"
        title="Revenue by month"
        summary={`Revenue before GST by month, ${monthName(months[0]!)} to ${monthName(months.at(-1)!)}: ${formatInr(total)} in all.`}
        months={months}
        series={[
          { label: "All products", values: numbers.revenue.map((m) => m.total) },
          { label: PRODUCT_LABELS.rent, values: numbers.revenue.map((m) => m.byProduct.rent) },
          {
            label: "Rooms and studio",
            values: numbers.revenue.map((m) => m.byProduct.rooms + m.byProduct.studio),
          },
        ]}
      />
      <div className="mt-4">
        <FiguresTable
          caption="Revenue before GST by product and month"
          testId="revenue-table"
          columns={["Month", ...PRODUCTS.map((p) => PRODUCT_LABELS[p]), "Total"]}
          rows={[...numbers.revenue].reverse().map((m) => ({
            key: m.month,
            head: monthName(m.month),
            cells: [...PRODUCTS.map((p) => formatInr(m.byProduct[p])), formatInr(m.total)],
          }))}
        />
      </div>
    </StaffSection>
  );
}

function Mrr({ numbers }: { numbers: OwnerNumbers }) {
  const months = numbers.mrr.map((m) => m.month);
  const last = numbers.mrr.at(-1);
  return (
    <StaffSection id="mrr" title="Monthly recurring revenue" aside={<CsvLink table="mrr" />}>
      <p className="text-muted-foreground mb-3 text-sm">
        The memberships&apos; monthly rent before GST at each month&apos;s end (today for this
        month), and how it moved per customer: new, expansion, contraction and churn.
      </p>
      <TrendChart
        id="mrr-chart"
        title="Monthly recurring revenue by month"
        summary={`MRR by month, ${monthName(months[0]!)} to ${monthName(months.at(-1)!)}: ${formatInr(last?.mrr ?? 0)} now.`}
        months={months}
        series={[{ label: "MRR", values: numbers.mrr.map((m) => m.mrr) }]}
      />
      <div className="mt-4">
        <FiguresTable
          caption="MRR by month with new, expansion, contraction and churn"
          testId="mrr-table"
          columns={["Month", "MRR", "New", "Expansion", "Contraction", "Churn", "Customers"]}
          rows={[...numbers.mrr].reverse().map((m) => ({
            key: m.month,
            head: monthName(m.month),
            cells: [
              formatInr(m.mrr),
              formatInr(m.new),
              formatInr(m.expansion),
              m.contraction ? `−${formatInr(m.contraction)}` : formatInr(0),
              m.churn ? `−${formatInr(m.churn)}` : formatInr(0),
              m.customers,
            ],
          }))}
        />
      </div>
    </StaffSection>
  );
}

function Deposits({ numbers }: { numbers: OwnerNumbers }) {
  const { held, refundDue } = numbers.deposits;
  return (
    <StaffSection id="deposits" title="Deposits held" aside={<CsvLink table="deposits" />}>
      <p className="text-muted-foreground mb-3 text-sm">
        Security deposits paid and not yet returned: not revenue, each with its own receipt.
      </p>
      <FiguresTable
        caption="Security deposits held"
        testId="deposits-table"
        columns={["Deposits", "Memberships", "Amount"]}
        rows={[
          { key: "held", head: "Held", cells: [held.count, formatInr(held.amount)] },
          { key: "due", head: "Due back", cells: [refundDue.count, formatInr(refundDue.amount)] },
          {
            key: "total",
            head: <strong>Total</strong>,
            cells: [
              held.count + refundDue.count,
              <strong key="t">{formatInr(held.amount + refundDue.amount)}</strong>,
            ],
          },
        ]}
      />
    </StaffSection>
  );
}

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
      <Occupancy numbers={numbers} />
      <Mrr numbers={numbers} />
      <Revenue numbers={numbers} />
      <RoomUse numbers={numbers} />
      <Deposits numbers={numbers} />
    </div>
  );
}
