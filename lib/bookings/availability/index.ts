import "server-only";
import type { Member } from "@/lib/auth/member";
import { getServerConfig } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import { listClosedDays } from "@/lib/visitors";
import { createEmbeddedAvailabilityStore } from "@/lib/bookings/availability/adapters/embedded";
import { createSupabaseAvailabilityStore } from "@/lib/bookings/availability/adapters/supabase";
import type { AvailabilityStore } from "@/lib/bookings/availability/port";
import { readAvailability, type MemberAvailability } from "@/lib/bookings/availability/read";

export type { MemberAvailability } from "@/lib/bookings/availability/read";
export type {
  AvailabilityCell,
  AvailabilityDay,
  AvailabilityRow,
  CellState,
} from "@/lib/bookings/availability/grid";
export { GRID_HOURS, bookingHref } from "@/lib/bookings/availability/grid";

let store: AvailabilityStore | undefined;

/** The one place that picks the store, with the same rule as the other ports. */
function getAvailabilityStore(): AvailabilityStore {
  if (store) return store;
  const config = getServerConfig();
  store =
    config.mode.data === "supabase" && config.supabase
      ? createSupabaseAvailabilityStore(config.supabase)
      : createEmbeddedAvailabilityStore(getDatabase);
  return store;
}

/**
 * The members' availability view: each room and the studio by hour for today and the next 6
 * club days, booked or free (never who), or "not-member" for an account without a running
 * membership or seat.
 */
export const memberAvailability = (member: Member, now: Date): Promise<MemberAvailability> =>
  readAvailability(
    { store: getAvailabilityStore(), closedDays: listClosedDays },
    { actorId: member.user.id, access: member.access },
    now,
  );
export {
  AVAILABILITY_TEXT,
  CELL_TEXT,
  SPACE_NAMES,
  bookLabel,
} from "@/lib/bookings/availability/text";
