import "server-only";
import type { ServerConfig } from "@/lib/config";

/**
 * The settings the migrations' functions read with `current_setting(…, true)`, as one database
 * session must hold them: the hoarding trigger's weekly limit (0006_booking_functions.sql) and
 * the payment holds (0010_online_payments.sql, lib/store/embedded/payments.sql). PGlite has one
 * session and sets them once after opening; a PostgreSQL pool sets them on every connection.
 *
 * Holds only where the payments ledger is this database: in connected mode it is Supabase's, so
 * the embedded store's orders stay payable at the desk there (an empty value means no holds).
 */
export function appSessionSettings(config: ServerConfig): Record<string, string> {
  const holds = config.razorpay && config.mode.data === "embedded";
  return {
    "app.booking_hours_per_week": String(config.bookingHoursPerWeek),
    "app.payment_hold_seconds": holds ? String(config.paymentHoldSeconds) : "",
  };
}
