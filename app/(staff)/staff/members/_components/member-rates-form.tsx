"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { postJson } from "@/lib/api-client";
import type { MemberRateSettings } from "@/lib/credits/types";
import { toast } from "@/lib/toast";

const RATE_FIELDS = [
  ["meeting-room", "Meeting rooms: member rate (% off list)"],
  ["podcast-studio", "Podcast studio: member rate (% off list)"],
] as const;
const HOUR_FIELDS = [
  ["dedicated-desk", "Dedicated desk: 4-seater hours per seat per month"],
  ["managed-office", "Managed office: 4-seater hours per seat per month"],
  ["virtual-office", "Virtual office: 4-seater hours per seat per month"],
] as const;

type Values = Record<string, string>;

/** The owner's member rates and plan credit, every field saved at once. */
export function MemberRatesForm({ settings }: { settings: MemberRateSettings }) {
  const [values, setValues] = useState<Values>(() => ({
    ...Object.fromEntries(RATE_FIELDS.map(([k]) => [k, String(settings.rates[k])])),
    ...Object.fromEntries(HOUR_FIELDS.map(([k]) => [k, String(settings.planHours[k])])),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const number = (key: string) => Number(values[key]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postJson("/api/staff/member-rates", {
      rates: Object.fromEntries(RATE_FIELDS.map(([k]) => [k, number(k)])),
      planHours: Object.fromEntries(HOUR_FIELDS.map(([k]) => [k, number(k)])),
    });
    setBusy(false);
    if (!answer.ok) {
      // Field paths are "rates.meeting-room" and so on: shown by the field named last.
      const byField = Object.fromEntries(
        Object.entries(answer.fieldErrors ?? {}).map(([path, text]) => [
          path.split(".").pop(),
          text,
        ]),
      );
      setErrors(Object.keys(byField).length ? byField : { "meeting-room": answer.message });
      return;
    }
    setErrors({});
    toast.success("Member rates saved");
  }

  const field = ([key, label]: readonly [string, string]) => (
    <TextField
      key={key}
      id={key}
      label={label}
      inputMode="numeric"
      value={values[key] ?? ""}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={errors[key]}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Member rates and credit">
      {RATE_FIELDS.map(field)}
      {HOUR_FIELDS.map(field)}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Saving..." : "Save rates and credit"}
      </Button>
    </form>
  );
}
