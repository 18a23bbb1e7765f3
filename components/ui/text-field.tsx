"use client";

import type { ChangeEvent, ComponentProps } from "react";
import { Field } from "./field";
import { Input } from "./input";
import { Textarea } from "./textarea";

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  /** Classes for the field's wrapper (grid placement). */
  className?: string;
} & Omit<ComponentProps<"input">, "id" | "value" | "onChange" | "className">;

/** A labelled input whose error is announced and tied to it; optional fields say so. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  required,
  multiline,
  className,
  ...inputProps
}: TextFieldProps) {
  const shared = {
    id,
    name: id,
    value,
    onChange,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
  return (
    <Field
      id={id}
      error={error}
      className={className}
      label={
        <>
          {label}
          {required ? (
            <span className="text-destructive" aria-hidden>
              {" *"}
            </span>
          ) : (
            <span className="text-muted-foreground font-normal"> (optional)</span>
          )}
        </>
      }
    >
      {multiline ? (
        <Textarea {...shared} maxLength={inputProps.maxLength} rows={5} />
      ) : (
        <Input {...inputProps} {...shared} />
      )}
    </Field>
  );
}
