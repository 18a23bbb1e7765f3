import type { OwnerNumbers } from "@/lib/insights";
import { formatInr } from "@/lib/pricing";
import { StaffSection } from "../../members/_components/staff-section";
import { CsvLink } from "./csv-link";
import { FiguresTable } from "./figures-table";

/** Security deposits held and due back. */
export function DepositsSection({ numbers }: { numbers: OwnerNumbers }) {
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
