import "server-only";
import { numbersCsvStream, numbersTable, type NumbersTable } from "@/lib/insights/csv";
import { capacityWith, ownerNumbersWith } from "@/lib/insights/numbers";
import { getInsightsStore } from "@/lib/insights/select";
import type { Capacity, OwnerNumbers } from "@/lib/insights/types";

export { NUMBERS_TABLES, type NumbersTable } from "@/lib/insights/csv";
export { DEFAULT_CAPACITY } from "@/lib/insights/numbers";
export {
  CAPACITY_INVALID,
  MAX_CAPACITY,
  PRODUCTS,
  PRODUCT_LABELS,
  type Capacity,
  type MrrMonth,
  type OccupancyMonth,
  type OwnerNumbers,
  type Product,
  type RevenueMonth,
  type RoomWeek,
} from "@/lib/insights/types";

/** The owner's numbers page's figures at `now` (the staff console's /staff/numbers). */
export function ownerNumbers(now: Date): Promise<OwnerNumbers> {
  return ownerNumbersWith(getInsightsStore(), now);
}

/** The club's capacity in desk seats: the owner's, or the site's default. */
export function ownerCapacity(): Promise<Capacity> {
  return capacityWith(getInsightsStore());
}

/** The owner sets the club's capacity in desk seats; `actor` is who did. */
export async function setOwnerCapacity(seats: number, actor: string): Promise<Capacity> {
  await getInsightsStore().setCapacity(seats, actor);
  return ownerCapacity();
}

/** One table of the owner's numbers at `now`, as a streamed CSV. */
export async function ownerNumbersCsv(
  table: NumbersTable,
  now: Date,
): Promise<ReadableStream<Uint8Array>> {
  return numbersCsvStream(numbersTable(await ownerNumbers(now), table));
}
