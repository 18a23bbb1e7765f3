"use client";

import { useState, type ReactNode } from "react";
import { Minus, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type Props = {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Brings any entry into range (the pricing library's clamp for this field). */
  clamp: (value: number) => number;
  min: number;
  max?: number;
  /** For the buttons' names: "Fewer hours", "More seats". */
  unit: string;
  hint?: string;
  error?: string;
};

/**
 * A whole number with − and + buttons and a typed entry. What is typed is priced at once
 * (clamped); the field shows the clamped value again when it loses focus.
 */
export function NumberStepper({
  id,
  label,
  value,
  onChange,
  clamp,
  min,
  max,
  unit,
  hint,
  error,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="flex items-center gap-2">
        <StepButton
          label={`Fewer ${unit}`}
          controls={id}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden />
        </StepButton>
        <Input
          id={id}
          name={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            const raw = event.target.value;
            setDraft(raw);
            if (raw.trim() !== "" && Number.isFinite(Number(raw))) onChange(clamp(Number(raw)));
          }}
          onBlur={() => setDraft(null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-24 text-center tabular-nums"
        />
        <StepButton
          label={`More ${unit}`}
          controls={id}
          disabled={max !== undefined && value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden />
        </StepButton>
      </div>
    </Field>
  );
}

/** One of the stepper's − and + buttons: an icon named for screen readers. */
function StepButton({
  label,
  controls,
  disabled,
  onClick,
  children,
}: {
  label: string;
  controls: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
