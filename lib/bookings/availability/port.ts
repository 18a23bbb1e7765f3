import "server-only";
import type { DataAccess } from "@/lib/db";

/** The member the read is for: the database decides (auth.uid()) whether they are a member. */
export type AvailabilityCaller = { actorId: string; access: DataAccess };

/**
 * The availability read, whatever holds the bookings: `member_taken_slots`
 * (0075_member_availability.sql) answers the taken intervals of `resources` between two
 * instants, or null when the caller holds no running membership or seat. The JSON it returned,
 * parsed by the facade.
 */
export interface AvailabilityStore {
  takenSlots(
    resources: readonly string[],
    range: { from: Date; to: Date },
    as: AvailabilityCaller,
  ): Promise<unknown>;
}

export class AvailabilityUnavailableError extends Error {
  override readonly name = "AvailabilityUnavailableError";
}

export const toAvailabilityError = (error: unknown, action: string): Error =>
  error instanceof AvailabilityUnavailableError
    ? error
    : new AvailabilityUnavailableError(`Could not ${action}`, { cause: error });
