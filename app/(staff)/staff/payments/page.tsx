import type { Metadata } from "next";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatClubDateTime } from "@/lib/format";
import { listUnappliedPayments, RECONCILIATION_FIGURES, reconcilePayments } from "@/lib/payments";
import { addDaysToDate, addMonthsToDate, clubToday, formatInr } from "@/lib/pricing";
import { isClubDate } from "@/lib/pricing/club-time";
import { requireStaffPage } from "@/lib/staff/access";
import { StaffSection } from "../members/_components/staff-section";

export const metadata: Metadata = { title: "Payments reconciliation" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The range asked for, else this club month. */
function rangeOf(query: Record<string, string | string[] | undefined>, now: Date) {
  const first = `${clubToday(now).slice(0, 8)}01`;
  const from = typeof query.from === "string" && isClubDate(query.from) ? query.from : first;
  const to =
    typeof query.to === "string" && isClubDate(query.to) && query.to >= from
      ? query.to
      : addDaysToDate(addMonthsToDate(`${from.slice(0, 8)}01`, 1), -1);
  return { from, to };
}

/**
 * Every rupee captured online, for a range of capture dates: captured, applied to invoices and
 * deposits, refunded or under way, from our books and from the gateway's records (the ledger of
 * provider payments), side by side and equal; then each payment that settled nothing, with its
 * refund.
 */
export default async function StaffPaymentsPage({ searchParams }: Props) {
  await requireStaffPage("/staff/payments");
  const { from, to } = rangeOf(await searchParams, new Date());
  const [totals, unapplied] = await Promise.all([
    reconcilePayments(from, to),
    listUnappliedPayments(from, to),
  ]);
  const balanced = RECONCILIATION_FIGURES.every(
    ([key]) => totals.books[key] === totals.ledger[key],
  );

  return (
    <div className="grid gap-10">
      <h1 className="text-3xl font-semibold">Payments reconciliation</h1>
      <form method="get" className="bg-card flex flex-wrap items-end gap-4 rounded-2xl border p-5">
        <Field id="range-from" label="From">
          <Input id="range-from" name="from" type="date" defaultValue={from} required />
        </Field>
        <Field id="range-to" label="To">
          <Input id="range-to" name="to" type="date" defaultValue={to} required />
        </Field>
        <Button type="submit" variant="outline">
          Show
        </Button>
        <Button asChild variant="outline">
          <a href={`/api/staff/payments/reconciliation.csv?from=${from}&to=${to}`}>
            <Download aria-hidden />
            Download CSV
          </a>
        </Button>
      </form>
      <StaffSection
        id="totals"
        title="Payments captured online"
        aside={
          <p
            className={balanced ? "text-sm" : "text-destructive text-sm font-medium"}
            data-testid="reconciliation-state"
          >
            {balanced ? "Balanced" : "Not balanced: tell the developers"}
          </p>
        }
      >
        <table className="w-full rounded-2xl border text-sm tabular-nums">
          <thead>
            <tr className="text-muted-foreground text-left">
              <th className="p-3 font-medium">Figure</th>
              <th className="p-3 text-right font-medium">Our books</th>
              <th className="p-3 text-right font-medium">Gateway&apos;s records</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {RECONCILIATION_FIGURES.map(([key, label]) => (
              <tr key={key} data-testid={`reconciliation-${key}`}>
                <th scope="row" className="p-3 text-left font-normal">
                  {label}
                </th>
                <td className="p-3 text-right">{formatInr(totals.books[key])}</td>
                <td className="p-3 text-right">{formatInr(totals.ledger[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StaffSection>
      <StaffSection id="unapplied" title="Unapplied payments">
        {unapplied.length === 0 ? (
          <p className="text-muted-foreground rounded-xl border border-dashed p-5 text-center text-sm">
            Every payment captured in this range settled an invoice, a deposit, a booking or an
            order.
          </p>
        ) : (
          <ul className="divide-y rounded-2xl border" aria-label="Unapplied payments">
            {unapplied.map((payment) => (
              <li
                key={payment.paymentId}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
                data-testid="unapplied-payment"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {formatInr(payment.amount)} · {payment.invoiceNumber ?? payment.subject}
                  </p>
                  <p className="text-muted-foreground text-sm break-words">
                    {payment.reason} · {payment.paymentId} ·{" "}
                    {formatClubDateTime(payment.capturedAt)}
                  </p>
                </div>
                <p className="text-sm">
                  Refund {payment.refund.status}
                  {payment.refund.id ? ` (${payment.refund.id})` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </StaffSection>
    </div>
  );
}
