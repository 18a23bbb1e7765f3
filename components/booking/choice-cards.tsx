"use client";

import type { ReactNode } from "react";
import { classDefault, cn } from "@/lib/utils";

export type Choice<T extends string> = { value: T; label: string; detail?: ReactNode };

/** A radio group drawn as cards: rooms, plans, products, terms. */
export function ChoiceCards<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  className,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset>
      <legend className="text-foreground text-sm font-medium">{legend}</legend>
      <div
        className={cn(
          "mt-2 grid gap-3",
          classDefault(className, /^sm:grid-cols-/, "sm:grid-cols-2"),
          className,
        )}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "bg-background flex cursor-pointer flex-col rounded-xl border p-4 transition-colors",
              "hover:border-accent has-checked:border-accent has-checked:bg-accent-soft",
              "has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            <span className="font-medium">{choice.label}</span>
            {choice.detail ? (
              <span className="text-muted-foreground mt-1 text-sm">{choice.detail}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
