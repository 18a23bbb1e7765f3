import type { CompanyUseRow } from "@/lib/memberships/company/types";
import { formatInr } from "@/lib/pricing";

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The team's bookings on the company, by person and month: what credit covered, what is billed. */
export function CompanyUseTable({ rows }: { rows: CompanyUseRow[] }) {
  if (rows.length === 0) {
    return <p className="text-muted-foreground text-sm">No bookings on the company yet.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="company-use">
        <caption className="sr-only">
          The team&apos;s bookings on the company by person and month
        </caption>
        <thead className="text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Person
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Month
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Hours
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Room credit
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Billed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={`${row.userId}:${row.month}`}>
              <td className="py-2 pr-3 break-all">{row.email}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{monthLabel(row.month)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.hours}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatInr(row.credit)}</td>
              <td className="py-2 text-right tabular-nums">{formatInr(row.billed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
