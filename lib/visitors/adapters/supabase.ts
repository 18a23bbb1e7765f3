import "server-only";
import {
  callPostgrest,
  getSupabaseService,
  supabaseAsVisitor,
  type SupabaseConnection,
} from "@/lib/db";
import { toVisitorError } from "@/lib/visitors/errors";
import type { VisitorsRpc } from "@/lib/visitors/port";

/**
 * The visitors' functions through PostgREST: as the member (their access token, so auth.uid()
 * and is_staff() decide), or, for the purge, with the service-role client.
 */
export function createSupabaseVisitorsRpc(options: SupabaseConnection): VisitorsRpc {
  const visitor = supabaseAsVisitor(options);
  return {
    async call(fn, args, as) {
      const client =
        as === "club"
          ? await getSupabaseService()
          : await visitor(as === "anyone" ? null : as.access.accessToken);
      if (!client) throw toVisitorError(new Error("SUPABASE_SERVICE_ROLE_KEY is not set"), fn);
      const { data } = await callPostgrest<unknown>(
        fn,
        () => client.rpc(fn, args),
        (error, action, cause) => toVisitorError(error ?? cause, action),
      );
      return data ?? null;
    },
  };
}
