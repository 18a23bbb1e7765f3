import "server-only";
import { TOUR_STATUSES, type ManagedTour, type Tour, type TourStatus } from "@/lib/tours/types";

export type TourRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  starts_at: string | Date;
  status: string;
};
export type ManagedTourRow = Pick<TourRow, "id" | "name" | "starts_at" | "status"> & {
  sequence: number;
};

const iso = (value: string | Date) => new Date(value).toISOString();
const statusOf = (value: string): TourStatus =>
  (TOUR_STATUSES as readonly string[]).includes(value) ? (value as TourStatus) : "booked";

export const reshapeTour = (row: TourRow): Tour => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone ?? "",
  startsAt: iso(row.starts_at),
  status: statusOf(row.status),
});

export const reshapeManagedTour = (row: ManagedTourRow): ManagedTour => ({
  id: row.id,
  name: row.name,
  startsAt: iso(row.starts_at),
  status: statusOf(row.status),
  sequence: Number(row.sequence),
});
