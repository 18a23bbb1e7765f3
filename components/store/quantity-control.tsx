"use client";

import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** − [n] +, typing allowed; the value never goes below `min` nor above `max` (when given). */
export function QuantityControl({
  id,
  label,
  value,
  onChange,
  min = 1,
  max,
  size = "default",
}: {
  id: string;
  /** What is counted, for screen readers: "Quantity", "Quantity of Morning Ritual Mug". */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  size?: "default" | "sm";
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const what = `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  const button = cn("qty-button", size === "sm" ? "size-8" : "size-10");
  return (
    <div className="border-input inline-flex items-center gap-1 rounded-full border p-0.5">
      <button
        type="button"
        className={button}
        aria-label={`Decrease ${what}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" className="size-4" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = Number.parseInt(event.target.value, 10);
          if (Number.isInteger(next) && next >= min && (max === undefined || next <= max))
            onChange(next);
        }}
        onBlur={() => setDraft(null)}
        className={cn("qty-input", size === "sm" ? "w-8 text-sm" : "w-12")}
      />
      <button
        type="button"
        className={button}
        aria-label={`Increase ${what}`}
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}
