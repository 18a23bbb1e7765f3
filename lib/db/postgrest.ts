import "server-only";
import type { PostgrestError } from "@supabase/supabase-js";

type PostgrestAnswer = { data: unknown; error: PostgrestError | null; count?: number | null };

/**
 * Runs one PostgREST call. postgrest-js answers failures as `{ error }`, and anything thrown is a
 * failure to reach it (network, timeout), which reaches `toError` without a PostgREST error. Each
 * owning module maps failures to its own errors, so this wrapper knows no module.
 */
export async function callPostgrest<T>(
  action: string,
  call: () => PromiseLike<PostgrestAnswer>,
  toError: (error: PostgrestError | null, action: string, cause: unknown) => Error,
): Promise<{ data: T; count: number | null }> {
  let result: PostgrestAnswer;
  try {
    result = await call();
  } catch (cause) {
    throw toError(null, action, cause);
  }
  if (result.error) throw toError(result.error, action, result.error);
  return { data: result.data as T, count: result.count ?? null };
}

export type { PostgrestError };
