/** What can go wrong with a tour, each with the sentence the visitor reads. */
export class TourError extends Error {}

/** LT001: the slot filled up between showing it and booking it. */
export class TourSlotTakenError extends TourError {
  constructor() {
    super("Sorry, that time was just taken. Please choose another time.");
  }
}

/** LT002: not one of the slots the form offers (weekend, too soon, too far, not on the half hour). */
export class TourSlotInvalidError extends TourError {
  constructor() {
    super("Please choose one of the times shown.");
  }
}

/** LT003: one live tour per e-mail address. */
export class TourEmailTakenError extends TourError {
  constructor() {
    super(
      "You already have a tour booked with this email. Use the link in your confirmation email to change it.",
    );
  }
}

/** LT004: no booked, future tour behind this manage link. */
export class TourNotFoundError extends TourError {
  constructor() {
    super("This tour can no longer be changed. Please book a new one.");
  }
}

const BY_CODE: Record<string, new () => TourError> = {
  LT001: TourSlotTakenError,
  LT002: TourSlotInvalidError,
  LT003: TourEmailTakenError,
  LT004: TourNotFoundError,
};

/** The tour error a SQLSTATE of 0032_tour_functions.sql stands for, or null. */
export function tourErrorOf(code: unknown): TourError | null {
  const Error = typeof code === "string" ? BY_CODE[code] : undefined;
  return Error ? new Error() : null;
}
