import type { StaffCollectionsView } from "@/lib/memberships";
import { formatInr } from "@/lib/pricing";

const TH = "py-2 font-medium";
const NUM = "py-2 pl-3 text-right tabular-nums";

/** Memberships with an invoice past its due date: how long, how many invoices, how much. */
export function OverdueTable({ overdue }: { overdue: StaffCollectionsView["overdue"] }) {
  if (overdue.length === 0) {
    return (
      <p className="text-muted-foreground rounded-xl border border-dashed p-5 text-center text-sm">
        No membership is overdue.
      </p>
    );
  }
  const lateFees = overdue.some((row) => row.lateFee > 0);
  return (
    <div className="overflow-x-auto rounded-2xl border px-4">
      <table className="w-full text-sm">
        <caption className="sr-only">Overdue memberships, the longest overdue first</caption>
        <thead>
          <tr className="text-muted-foreground text-left">
            <th scope="col" className={TH}>
              Membership
            </th>
            <th scope="col" className={`${TH} pl-3 text-right`}>
              Days overdue
            </th>
            <th scope="col" className={`${TH} pl-3 text-right`}>
              Invoices
            </th>
            <th scope="col" className={`${TH} pl-3 text-right`}>
              Amount
            </th>
            {lateFees ? (
              <th scope="col" className={`${TH} pl-3 text-right`}>
                Late fee
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {overdue.map((row) => (
            <tr key={row.membershipId} data-testid="overdue-membership">
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {row.holder}
              </th>
              <td className={`${NUM} text-destructive font-semibold`}>{row.daysOverdue}</td>
              <td className={NUM}>{row.invoices}</td>
              <td className={NUM}>{formatInr(row.amount)}</td>
              {lateFees ? <td className={NUM}>{formatInr(row.lateFee)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
