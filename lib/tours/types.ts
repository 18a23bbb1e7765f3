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

export type NewTour = {
  name: string;
  email: string;
  phone?: string;
  startsAt: Date;
  /** The client's address as the rate limits key it; its tours are limited (0050). */
  client?: string;
  /** Whether the route verified a proof-of-work with this booking. */
  proven?: boolean;
};

/** One slot of a day as the form offers it. */
export type TourSlot = { time: string; startsAt: string; full: boolean };

/** What the booking form shows once a tour is booked: when, and its manage link (a path). */
/** What the booking route answers: the start only (the manage link goes by e-mail, issue 39). */
export type BookedTour = { startsAt: string };
