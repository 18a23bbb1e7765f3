"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { saleRequest, type SaleRequest } from "./desk-sale-request";
import { DeskSaleTimedFields } from "./desk-sale-timed-fields";

const KINDS = [
  ["day-pass", "Day pass"],
  ["meeting-room", "Meeting room"],
  ["podcast-studio", "Podcast studio"],
] as const;

/** The item's fields: kind, then date (and room or plan, start and hours for timed ones). */
export function DeskSaleItem({
  value,
  onChange,
  errors,
}: {
  value: SaleRequest;
  onChange: (value: SaleRequest) => void;
  errors: Record<string, string>;
}) {
  const set = (patch: Partial<SaleRequest>) => onChange({ ...value, ...patch } as SaleRequest);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="sale-kind" label="What">
        <NativeSelect
          id="sale-kind"
          value={value.kind}
          onChange={(event) =>
            onChange(saleRequest(event.target.value as SaleRequest["kind"], value.date))
          }
        >
          {KINDS.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="sale-date" label="Date" error={errors.date}>
        <Input
          id="sale-date"
          type="date"
          className="h-11"
          value={value.date}
          onChange={(event) => set({ date: event.target.value })}
        />
      </Field>
      {value.kind !== "day-pass" ? (
        <DeskSaleTimedFields value={value} set={set} errors={errors} />
      ) : null}
    </div>
  );
}
