import type { z } from "zod";

/** What our route handlers answer (lib/http/response.ts), as the browser sees it. */
export type ApiAnswer<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; status: number; message: string; fieldErrors?: Record<string, string> };

export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach our server. Check your connection and try again.";

/** POSTs JSON to one of our route handlers; never throws, so a form can always show a message. */
export async function postJson<T extends object = object>(
  url: string,
  body: unknown,
): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR_MESSAGE };
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && data?.ok === true) return data as { ok: true } & T;
  return {
    ok: false,
    status: response.status,
    message:
      typeof data?.message === "string"
        ? data.message
        : `Something went wrong (HTTP ${response.status}). Please try again.`,
    fieldErrors: (data?.fieldErrors as Record<string, string> | undefined) ?? undefined,
  };
}

/** The first message for each top-level field of a failed zod parse. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
