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

/** A tour as its manage link shows it: no contact details, since a link can be forwarded. */
export type ManagedTour = {
  id: string;
  name: string;
  startsAt: string;
  status: TourStatus;
  sequence: number;
};

export type NewTour = { name: string; email: string; phone?: string; startsAt: Date };

/** One slot of a day as the form offers it. */
export type TourSlot = { time: string; startsAt: string; full: boolean };

/** What the booking form shows once a tour is booked: when, and its manage link (a path). */
export type BookedTour = { startsAt: string; managePath: string };
