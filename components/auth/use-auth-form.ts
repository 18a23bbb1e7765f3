"use client";

import { useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/api-client";

/**
 * Field state for the dialog's forms: validate with the shared schema, show each field's first
 * message under it, focus the first field in error, and clear a message as its field is edited.
 */
export function useAuthForm<S extends z.ZodType>(schema: S, idPrefix: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  function validate(values: z.input<S>): z.output<S> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const fieldErrors = fieldErrorsOf(parsed.error);
    setErrors(fieldErrors);
    const first = Object.keys(values as object).find((key) => fieldErrors[key]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return null;
  }

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  return { errors, busy, setBusy, validate, clearError };
}
