import "server-only";
import type { z } from "zod";
import { InvalidRequestError } from "@/lib/http/errors";
import { fieldErrorsOf } from "@/lib/http/field-errors";

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidRequestError(undefined, fieldErrorsOf(result.error));
  return result.data;
}

export function isFilled(body: unknown, field: string): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[field];
  return (
    value !== undefined &&
    value !== null &&
    value !== "" &&
    !(typeof value === "string" && value.trim() === "")
  );
}

// C0 controls other than tab and line breaks never belong in a form; NUL is refused by
// PostgreSQL itself, which would otherwise surface as a failed save instead of bad input.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return CONTROL.test(value);
  if (depth > 8 || typeof value !== "object" || value === null) return false;
  const values = Array.isArray(value) ? value : Object.values(value);
  return values.some((item) => containsControlCharacters(item, depth + 1));
}
