import type { ErrorCode } from "@/lib/error-codes";
import type { TimedResource } from "@/lib/pricing";

/**
 * The browser's one way to call our route handlers: every form, hook and auth call goes through
 * `callApi`, so answers, network failures and field messages read the same everywhere.
 */

/** What our route handlers answer (lib/http/response.ts), as the browser sees it. */
export type ApiAnswer<T extends object = object> = ({ ok: true } & T) | ApiFailure;
export type ApiFailure = {
  ok: false;
  /** 0 when the server could not be reached. */
  status: number;
  /** Present when the server answered with one of ours (lib/http/codes.ts). */
  code?: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
};

export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach our server. Check your connection and try again.";

/** Wording for a failure the server did not put into words (no answer, or not one of ours). */
export type FallbackMessage = (failure: { status: number; statusText: string }) => string;

const defaultFallback: FallbackMessage = ({ status }) =>
  status === 0 ? NETWORK_ERROR_MESSAGE : `Something went wrong (HTTP ${status}). Please try again.`;

type CallOptions = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

/** Calls one of our handlers; never throws (except when the caller aborts), so a form can always show a message. */
export async function callApi<T extends object = object>(
  url: string,
  { method = "GET", body, signal }: CallOptions = {},
  fallback: FallbackMessage = defaultFallback,
): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      cache: "no-store",
      credentials: "same-origin",
      ...(body === undefined
        ? {}
        : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, message: fallback({ status: 0, statusText: "" }) };
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && data?.ok === true) return data as { ok: true } & T;
  const { status, statusText } = response;
  return {
    ok: false,
    status,
    code: typeof data?.code === "string" ? (data.code as ErrorCode) : undefined,
    message:
      typeof data?.message === "string" && data.message
        ? data.message
        : fallback({ status, statusText }),
    fieldErrors: (data?.fieldErrors as Record<string, string> | undefined) ?? undefined,
  };
}

export function postJson<T extends object = object>(
  url: string,
  body: unknown,
  fallback?: FallbackMessage,
): Promise<ApiAnswer<T>> {
  return callApi<T>(url, { method: "POST", body }, fallback);
}

/**
 * The hours already booked for a room or the studio on a club date (GET /api/bookings/slots).
 * An answer without its list counts as a failure, so the picker never shows an empty day as free.
 */
export async function getTakenSlots(
  resource: TimedResource,
  date: string,
  signal?: AbortSignal,
): Promise<ApiAnswer<{ taken: string[] }>> {
  const query = new URLSearchParams({ resource, date });
  const answer = await callApi<{ taken?: unknown }>(`/api/bookings/slots?${query}`, { signal });
  if (!answer.ok || Array.isArray(answer.taken)) return answer as ApiAnswer<{ taken: string[] }>;
  return { ok: false, status: 200, message: defaultFallback({ status: 200, statusText: "" }) };
}
