export const TOUR_STATUSES = ["booked", "toured", "no-show", "cancelled"] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/** A tour as staff see it (the desk, the bookings day view). */
export type Tour = {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** ISO instant of the slot's start. */
  startsAt: string;
  status: TourStatus;
};
