import "server-only";
import { serverCaller } from "@/lib/db";
import { createSeriesStore, type SeriesStore } from "./store";

let store: SeriesStore | undefined;

/**
 * The series' store over the embedded database (or a PostgreSQL server), or over Supabase with the
 * service role in connected mode: like the payments ledger, the server books a series for the
 * member it has checked.
 */
export function getSeriesStore(): SeriesStore {
  return (store ??= createSeriesStore(serverCaller("Repeating bookings")));
}
