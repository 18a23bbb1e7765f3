import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { addDaysToDate, addMonthsToDate, clubToday } from "@/lib/pricing";

/**
 * The accountant's CSV of membership invoices between two club dates (this month by default):
 * a plain GET form, so the browser downloads what the route answers.
 */
export function InvoiceCsvForm({ now }: { now: Date }) {
  const today = clubToday(now);
  const first = `${today.slice(0, 8)}01`;
  const last = addDaysToDate(addMonthsToDate(first, 1), -1);
  return (
    <form
      method="get"
      action="/api/staff/membership-invoices.csv"
      className="bg-card flex flex-wrap items-end gap-4 rounded-2xl border p-5"
    >
      <Field id="csv-from" label="From">
        <Input id="csv-from" name="from" type="date" defaultValue={first} required />
      </Field>
      <Field id="csv-to" label="To">
        <Input id="csv-to" name="to" type="date" defaultValue={last} required />
      </Field>
      <Button type="submit" variant="outline">
        <Download aria-hidden />
        Download CSV
      </Button>
      <p className="text-muted-foreground w-full text-xs">
        Invoice number, date, GSTIN, place of supply, taxable value, CGST, SGST, IGST and total,
        then the security deposit (no GST) and the amount due apart.
      </p>
    </form>
  );
}
