import type { z } from "zod";

/**
 * Zod issues to one message per field (the first), keyed by dotted path; whole-body issues have
 * no field. The same keys in the browser's own check and in the server's answer, so a form shows
 * either under the same field.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    if (key) fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
