import { createEmbeddedBookingsAdapter } from "@/lib/bookings/adapters/embedded";
import { createSupabaseBookingsAdapter } from "@/lib/bookings/adapters/supabase";
import type { BookingsPort } from "@/lib/bookings/port";
import type { SqlQueryable, DatabaseSource, SupabaseConnection } from "@/lib/db";
import { createEmbeddedAdapter } from "@/lib/leads/adapters/embedded";
import { createSupabaseAdapter } from "@/lib/leads/adapters/supabase";
import type { DataPort } from "@/lib/leads/port";

/** The leads' and the bookings' ports over one database, as the contract suites drive them. */
export type LeadsAndBookings = DataPort & BookingsPort;

export const embeddedPorts = (database: DatabaseSource<SqlQueryable>): LeadsAndBookings => ({
  ...createEmbeddedAdapter(database),
  ...createEmbeddedBookingsAdapter(database),
});

export const supabasePorts = (connection: SupabaseConnection): LeadsAndBookings => ({
  ...createSupabaseAdapter(connection),
  ...createSupabaseBookingsAdapter(connection),
});
