import "server-only";
import { DataError } from "@/lib/db";

/** The staff inbox exists in embedded mode only; connected mode reads rows in Supabase itself. */
export class StaffInboxUnavailableError extends DataError {
  override readonly code = "not_implemented";
  constructor() {
    super("The staff inbox is only available in embedded mode; use the Supabase dashboard.");
  }
}
