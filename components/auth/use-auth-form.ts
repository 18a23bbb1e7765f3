"use client";

import { useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/http/field-errors";
import type { LazySchema } from "@/lib/validation/lazy-schema";

/**
 * Field state for the dialog's forms: validate with the shared schema, show each field's first
 * message under it, focus the first field in error, and clear a message as its field is edited.
 * The form is busy from the moment it is sent; the caller clears `busy` when its request ends.
 */
export function useAuthForm<S extends z.ZodType>(schema: LazySchema<S>, idPrefix: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** The parsed values, or null (field messages shown) when they are invalid. */
  async function validate(values: z.input<S>): Promise<z.output<S> | null> {
    setBusy(true);
    const loaded = await schema.load();
    // Without the schema (its fetch failed) the values go as typed: the server checks them too.
    if (!loaded) return values as z.output<S>;
    const parsed = loaded.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setBusy(false);
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

  return { errors, busy, setBusy, validate, clearError, formProps: { onFocus: schema.prefetch } };
}
