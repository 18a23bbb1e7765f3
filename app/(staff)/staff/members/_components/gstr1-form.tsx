import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { clubToday } from "@/lib/pricing";

/**
 * The accountant's month for GSTR-1: every tax invoice, credit note and deposit document of one
 * club month as one CSV (a plain GET form, so the browser downloads what the route answers).
 */
export function Gstr1Form({ now }: { now: Date }) {
  return (
    <form
      method="get"
      action="/api/staff/gstr1.csv"
      className="bg-card flex flex-wrap items-end gap-4 rounded-2xl border p-5"
    >
      <Field id="gstr1-month" label="Month">
        <Input
          id="gstr1-month"
          name="month"
          type="month"
          defaultValue={clubToday(now).slice(0, 7)}
          required
        />
      </Field>
      <Button type="submit" variant="outline">
        <Download aria-hidden />
        Download GSTR-1 CSV
      </Button>
      <p className="text-muted-foreground w-full text-xs">
        Every tax invoice, credit note and deposit document of the month: B2B by GSTIN, B2C by place
        of supply and rate, credit notes, the HSN/SAC summary, the documents issued, and the
        security deposits apart (not supplies).
      </p>
    </form>
  );
}
