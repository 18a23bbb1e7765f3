import "server-only";
import { callPostgrest, supabaseAsVisitor, type SupabaseConnection } from "@/lib/db";
import { toAvailabilityError, type AvailabilityStore } from "@/lib/bookings/availability/port";

/** The read through PostgREST, as the member (their access token: auth.uid() decides). */
export function createSupabaseAvailabilityStore(options: SupabaseConnection): AvailabilityStore {
  const asMember = supabaseAsVisitor(options);
  return {
    async takenSlots(resources, { from, to }, as) {
      const client = await asMember(as.access.accessToken);
      const { data } = await callPostgrest<unknown>(
        "read the rooms' availability",
        () =>
          client.rpc("member_taken_slots", {
            p_resources: resources,
            p_from: from.toISOString(),
            p_to: to.toISOString(),
          }),
        (error, action, cause) => toAvailabilityError(error ?? cause, action),
      );
      return data ?? null;
    },
  };
}
