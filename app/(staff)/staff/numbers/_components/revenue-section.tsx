import { PRODUCT_LABELS, PRODUCTS, type OwnerNumbers } from "@/lib/insights";
import { formatInr } from "@/lib/pricing";
import { StaffSection } from "../../members/_components/staff-section";
import { CsvLink } from "./csv-link";
import { monthName } from "./dates";
import { FiguresTable } from "./figures-table";
import { TrendChart } from "./trend-chart";

/** Revenue before GST by product and month, from the invoices. */
export function RevenueSection({ numbers }: { numbers: OwnerNumbers }) {
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
