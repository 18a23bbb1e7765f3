import type { Metadata } from "next";
import { getCollectionsForStaff, REMINDER_DAYS_AFTER_DUE } from "@/lib/memberships";
import { formatInr } from "@/lib/pricing";
import { requireStaffPage } from "@/lib/staff/access";
import { StaffSection } from "../members/_components/staff-section";
import { AgedDebtorsTable } from "./_components/aged-debtors-table";
import { LateFeeRows } from "./_components/late-fee-rows";
import { OverdueTable } from "./_components/overdue-table";
import { TdsCertificates, TdsOutstandingTable, TdsRates } from "./_components/tds-section";

export const metadata: Metadata = { title: "Collections" };

const reminderDays = REMINDER_DAYS_AFTER_DUE.filter((d) => d > 0).join(", ");

/** Money owed to the club: overdue memberships, aged debtors, and TDS awaiting its certificate. */
export default async function StaffCollectionsPage() {
  await requireStaffPage("/staff/collections");
  const view = await getCollectionsForStaff(new Date());
  return (
    <div className="grid gap-10">
      <div>
        <h1 className="text-3xl font-semibold">Collections</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          Members are e-mailed each invoice, then reminded on its due date and {reminderDays} days
          after it until it is paid.
        </p>
      </div>
      <StaffSection id="overdue" title="Overdue memberships">
        <OverdueTable overdue={view.overdue} />
      </StaffSection>
      <StaffSection
        id="aged"
        title="Aged debtors"
        aside={
          <p className="text-muted-foreground text-sm tabular-nums">
            Owed {formatInr(view.aged.totals.total)}
          </p>
        }
      >
        <AgedDebtorsTable aged={view.aged} />
      </StaffSection>
      {view.lateFees?.length ? (
        <StaffSection id="late-fees" title="Late fees invoiced">
          <LateFeeRows fees={view.lateFees} />
        </StaffSection>
      ) : null}
      <StaffSection id="tds-outstanding" title="TDS receivable outstanding">
        <TdsOutstandingTable outstanding={view.tdsOutstanding} />
      </StaffSection>
      <StaffSection id="tds-rates" title="TDS by membership">
        <TdsRates memberships={view.memberships} />
      </StaffSection>
      <StaffSection id="tds-certificates" title="TDS certificates received">
        <TdsCertificates certificates={view.certificates} />
      </StaffSection>
    </div>
  );
}
