import "server-only";
import type { ErrorCode } from "@/lib/error-codes";
import { ConflictError, HttpError } from "@/lib/http/errors";
import { describeForLog } from "@/lib/http/log-safe";
import { answerFor, codeOf } from "@/lib/http/status";

/** Every API answer: success with its data, or a code, a message for people and per-field messages for forms. */
export type ApiSuccess<T extends object = object> = { ok: true } & T;
export type ApiFailure = {
  ok: false;
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
};
export type ApiResult<T extends object = object> = ApiSuccess<T> | ApiFailure;

const NO_STORE = { "Cache-Control": "no-store" };

export function jsonOk<T extends object>(data: T = {} as T, status = 200): Response {
  return Response.json({ ok: true, ...data } satisfies ApiSuccess<T>, {
    status,
    headers: NO_STORE,
  });
}

export type Failure = {
  code: ErrorCode;
  status: number;
  message: string;
  /** Set when the visitor is told nothing useful (a backend down, a bug): log the error. */
  log?: "warn" | "error";
};

/**
 * How a failure reads to people: a refusal of ours says its own message; a port's error says
 * the table's words where its own would leak internals. Null for anything untyped (a bug).
 */
export function describeFailure(error: unknown): Failure | null {
  const code = codeOf(error);
  if (!code) return null;
  const { status, message, log, as } = answerFor(code);
  const own = error instanceof Error ? error.message : "";
  if (error instanceof HttpError) return { code, status, message: own };
  return { code: as ?? code, status, message: message ?? own, log };
}

/** What a conflict the database reports means on one route (the slot was taken, say). */
export type ConflictWords = { message: string; field?: string };

function withConflictWords(error: unknown, conflict?: ConflictWords): unknown {
  if (!conflict || codeOf(error) !== "data_conflict") return error;
  const { message, field } = conflict;
  return new ConflictError(message, field ? { [field]: message } : undefined);
}

const UNTYPED: Failure = {
  code: "unavailable",
  status: answerFor("unavailable").status,
  message: answerFor("unavailable").message ?? "",
  log: "error",
};

/**
 * Any thrown value to an answer, by its code (lib/http/status.ts); untyped values (a bug, a
 * thrown string) are logged and answered 503 without details, never a 500 with a stack.
 */
export function errorResponse(error: unknown, context: string, conflict?: ConflictWords): Response {
  const thrown = withConflictWords(error, conflict);
  const failure = describeFailure(thrown) ?? UNTYPED;
  if (failure.log === "warn")
    console.warn(`[api] ${context}: input refused by the database:`, describeForLog(thrown));
  if (failure.log === "error") console.error(`[api] ${context} failed:`, describeForLog(thrown));

  const body: ApiFailure = { ok: false, code: failure.code, message: failure.message };
  const refusal = thrown instanceof HttpError ? thrown : undefined;
  if (refusal?.fieldErrors && Object.keys(refusal.fieldErrors).length > 0)
    body.fieldErrors = refusal.fieldErrors;
  return Response.json(body, {
    status: failure.status,
    headers: { ...NO_STORE, ...refusal?.headers },
  });
}
