"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** The managed office's confirmation that sales may get in touch (spec section 5). */
export function SalesContactBox({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id="confirmSalesContact"
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "confirmSalesContact-error" : undefined}
          className="mt-0.5"
        />
        <Label htmlFor="confirmSalesContact" className="leading-6 font-normal">
          {"I'd like our sales team to get in touch with a proposal for this office."}
        </Label>
      </div>
      {error ? (
        <p id="confirmSalesContact-error" className="text-destructive text-sm" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
