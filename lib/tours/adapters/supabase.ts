import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { DataUnavailableError } from "@/lib/db";
import {
  callPostgrest,
  getSupabaseService,
  supabaseAsVisitor,
  type PostgrestError,
  type SupabaseConnection,
} from "@/lib/db";
import { tourErrorOf } from "@/lib/tours/errors";
import type { TourPort } from "@/lib/tours/port";
import {
  reshapeManagedTour,
  reshapeTour,
  type ManagedTourRow,
  type TourRow,
} from "@/lib/tours/rows";

function toTourError(error: PostgrestError | null, action: string, cause: unknown): Error {
  return (
    tourErrorOf(error?.code) ??
    new DataUnavailableError(`Could not ${action}: ${error?.code || "request failed"}`, { cause })
  );
}

/**
 * Tours over Supabase: visitors move and cancel as `anon` through the functions of
 * 0032_tour_functions.sql, and book through the app's route (the service client, 0050); staff act with their own token (RLS, is_staff()); the desk's list
 * and the reminder pass are the club's own work, done with the service client.
 */
export function createSupabaseTourAdapter(options: SupabaseConnection): TourPort {
  const visitor = supabaseAsVisitor(options);
  const call = async <T>(
    action: string,
    client: Promise<SupabaseClient> | SupabaseClient,
    work: (client: SupabaseClient) => PromiseLike<{ data: unknown; error: PostgrestError | null }>,
  ) => (await callPostgrest<T>(action, async () => work(await client), toTourError)).data;
  const service = () => {
    const client = getSupabaseService();
    if (!client) throw new DataUnavailableError("SUPABASE_SERVICE_ROLE_KEY is not set");
    return client;
  };

  return {
    async listFullSlots(from, to) {
      const starts = await call<string[]>("read the tour slots", visitor(), (db) =>
        db.rpc("full_tour_slots", { p_from: from.toISOString(), p_to: to.toISOString() }),
      );
      return starts.map((start) => new Date(start).toISOString());
    },
    // Only the app's route books, with the client's limits (0050 revokes it from anon).
    bookTour: (tour, token) =>
      call<string>("book a tour", service(), (db) =>
        db.rpc("book_tour", {
          p_name: tour.name,
          p_email: tour.email,
          p_phone: tour.phone ?? null,
          p_starts_at: tour.startsAt.toISOString(),
          p_token: token,
          p_client: tour.client ?? null,
          p_proven: tour.proven ?? false,
        }),
      ),
    async getTourByToken(token) {
      const rows = await call<ManagedTourRow[]>("read a tour", visitor(), (db) =>
        db.rpc("tour_by_token", { p_token: token }),
      );
      return rows[0] ? reshapeManagedTour(rows[0]) : null;
    },
    async rescheduleTour(token, startsAt) {
      await call("move a tour", visitor(), (db) =>
        db.rpc("reschedule_tour", { p_token: token, p_starts_at: startsAt.toISOString() }),
      );
    },
    async cancelTour(token) {
      await call("cancel a tour", visitor(), (db) => db.rpc("cancel_tour", { p_token: token }));
    },
    async listTours(from, to) {
      const rows = await call<TourRow[]>("list tours", service(), (db) =>
        db
          .from("tours")
          .select("id, name, email, phone, starts_at, status")
          .gte("starts_at", from.toISOString())
          .lt("starts_at", to.toISOString())
          .order("starts_at", { ascending: true }),
      );
      return rows.map(reshapeTour);
    },
    async markTour(id, status, _actor, access) {
      await call("mark a tour", visitor(access.accessToken), (db) =>
        db.rpc("mark_tour", { p_id: id, p_status: status }),
      );
    },
    async oweTourReminders(now) {
      return Number(
        await call<number>("owe tour reminders", service(), (db) =>
          db.rpc("owe_tour_reminders", { p_now: now.toISOString() }),
        ),
      );
    },
  };
}
