"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { postJson } from "@/lib/api-client";
import type { CapUnit, CompanyBillingSetting } from "@/lib/memberships/company/types";
import { toast } from "@/lib/toast";

/** The cap as typed: hours, or rupees (sent in paise). */
const typed = (setting: CompanyBillingSetting | null) =>
  setting ? String(setting.unit === "paise" ? setting.cap / 100 : setting.cap) : "8";

/** Whether seat users book on the company, and each one's monthly cap (hours or rupees). */
export function CompanyBillingForm({
  membershipId,
  setting,
}: {
  membershipId: string;
  setting: CompanyBillingSetting | null;
}) {
  const [enabled, setEnabled] = useState(setting?.enabled ?? false);
  const [unit, setUnit] = useState<CapUnit>(setting?.unit ?? "hours");
  const [cap, setCap] = useState(typed(setting));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const amount = Number(cap);
    const value = unit === "paise" ? Math.round(amount * 100) : amount;
    setBusy(true);
    const answer = await postJson(`/api/memberships/${membershipId}/company-billing`, {
      enabled,
      unit,
      cap: Number.isFinite(value) ? value : -1,
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.fieldErrors?.cap ?? answer.message);
      return;
    }
    setError(undefined);
    toast.success("Company booking saved", {
      description: enabled
        ? "Seat users can book on the company."
        : "Booking on the company is off.",
    });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4" aria-label="Booking on the company">
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="accent-accent size-5"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        Seat users may book rooms and the studio on the company
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="company-cap"
          label={
            unit === "hours" ? "Monthly limit per person (hours)" : "Monthly limit per person (₹)"
          }
          inputMode="decimal"
          value={cap}
          onChange={(event) => setCap(event.target.value)}
          error={error}
          required
        />
        <label className="grid gap-1.5 text-sm font-medium" htmlFor="company-cap-unit">
          Limit in
          <NativeSelect
            id="company-cap-unit"
            value={unit}
            onChange={(event) => setUnit(event.target.value as CapUnit)}
          >
            <option value="hours">Hours</option>
            <option value="paise">Rupees (member rate, before GST)</option>
          </NativeSelect>
        </label>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Save
      </Button>
    </form>
  );
}
