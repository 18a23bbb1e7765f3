import type { OwnerNumbers } from "@/lib/insights";
import { formatInr } from "@/lib/pricing";
import { StaffSection } from "../../members/_components/staff-section";
import { CsvLink } from "./csv-link";
import { monthName } from "./dates";
import { FiguresTable } from "./figures-table";
import { TrendChart } from "./trend-chart";

/** MRR by month and its movements per customer. */
export function MrrSection({ numbers }: { numbers: OwnerNumbers }) {
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
