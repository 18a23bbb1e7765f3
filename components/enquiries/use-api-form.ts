"use client";

import { useState } from "react";
import { postJson, type ApiAnswer } from "@/lib/api-client";
import { fieldErrorsOf } from "@/lib/http/field-errors";
import type { LazySchema } from "@/lib/validation/lazy-schema";

/**
 * Validate with the shared schema, then POST to our handler. Values stay in the caller's state
 * whatever happens, so a failure never loses what the visitor typed. Spread `formProps` on the
 * form: it fetches the schema as soon as a field gains focus.
 */
export function useApiForm(schema: LazySchema, endpoint: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit<T extends object = object>(
    payload: Record<string, unknown>,
  ): Promise<ApiAnswer<T> | null> {
    setBusy(true);
    const parsed = (await schema.load())?.safeParse(payload);
    if (parsed && !parsed.success) {
      setBusy(false);
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      const first = Object.keys(payload).find((key) => fieldErrors[key]);
      if (first) document.getElementById(first)?.focus();
      return null;
    }
    setErrors({});
    const answer = await postJson<T>(endpoint, payload);
    setBusy(false);
    if (!answer.ok && answer.fieldErrors) setErrors(answer.fieldErrors);
    return answer;
  }

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  return {
    errors,
    busy,
    submit,
    clearError,
    reset: () => setErrors({}),
    formProps: { onFocus: schema.prefetch },
  };
}
