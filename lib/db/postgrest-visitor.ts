import "server-only";
import type { DataAccess } from "@/lib/db/access";
import { postgrestDataError } from "@/lib/db/errors";
import { callPostgrest, type PostgrestError } from "@/lib/db/postgrest";
import { supabaseAsVisitor, type SupabaseConnection } from "@/lib/db/supabase";

/**
 * What a Supabase adapter of a visitor-facing port needs: a client per call for the caller's
 * access (row-level security decides), and `run`, one PostgREST call whose failure becomes the
 * data errors every port maps alike (unavailable, conflict, constraint: lib/db/errors).
 */
export function postgrestAsVisitor(options: SupabaseConnection) {
  const visitor = supabaseAsVisitor(options);
  const client = (access?: DataAccess) => visitor(access?.accessToken);

  // The call's own data type is the answer's, as postgrest-js types it.
  const run = async <T>(
    action: string,
    call: () => PromiseLike<{ data: T; error: null } | { data: unknown; error: PostgrestError }>,
  ) => (await callPostgrest<T>(action, call, postgrestDataError)).data;

  return { client, run };
}
