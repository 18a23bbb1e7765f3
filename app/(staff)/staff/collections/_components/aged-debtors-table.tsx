import { AGE_BUCKETS, type StaffCollectionsView } from "@/lib/memberships";
import { formatInr } from "@/lib/pricing";

const NUM = "py-2 pl-3 text-right tabular-nums";

/** Unpaid invoices by days past their due date, per membership, with the column totals. */
export function AgedDebtorsTable({ aged }: { aged: StaffCollectionsView["aged"] }) {
  if (aged.rows.length === 0) {
    return (
      <p className="text-muted-foreground rounded-xl border border-dashed p-5 text-center text-sm">
        Nobody owes the club an invoice that has fallen due.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border px-4">
      <table className="w-full text-sm" data-testid="aged-debtors">
        <caption className="sr-only">Aged debtors: amounts by days past the due date</caption>
        <thead>
          <tr className="text-muted-foreground text-left">
            <th scope="col" className="py-2 font-medium">
              Debtor
            </th>
            {AGE_BUCKETS.map((bucket) => (
              <th key={bucket} scope="col" className="py-2 pl-3 text-right font-medium">
                {bucket} days
              </th>
            ))}
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {aged.rows.map((row) => (
            <tr key={row.membershipId}>
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {row.holder}
              </th>
              {AGE_BUCKETS.map((bucket) => (
                <td key={bucket} className={NUM}>
                  {row[bucket] ? formatInr(row[bucket]) : "—"}
                </td>
              ))}
              <td className={`${NUM} font-semibold`}>{formatInr(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t font-semibold">
          <tr data-testid="aged-totals">
            <th scope="row" className="py-2 pr-2 text-left">
              Total
            </th>
            {AGE_BUCKETS.map((bucket) => (
              <td key={bucket} className={NUM}>
                {formatInr(aged.totals[bucket])}
              </td>
            ))}
            <td className={NUM}>{formatInr(aged.totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
