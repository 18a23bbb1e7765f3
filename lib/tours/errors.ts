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

/** LT004: no booked, future tour behind this manage link. */
export class TourNotFoundError extends TourError {
  constructor() {
    super("This tour can no longer be changed. Please book a new one.");
  }
}

/** LT005: the client has as many live tours, or has booked as many today, as one visitor may. */
export class TourClientLimitError extends TourError {
  constructor() {
    super(
      "You have booked as many tours as we can hold for one visitor. To book another, please call or WhatsApp us.",
    );
  }
}

/** LT006: the client's second booking of the day came without a solved proof-of-work. */
export class TourProofNeededError extends TourError {
  constructor() {
    super("Please try again: your browser could not finish a quick check before booking.");
  }
}

const BY_CODE: Record<string, new () => TourError> = {
  LT001: TourSlotTakenError,
  LT002: TourSlotInvalidError,
  LT004: TourNotFoundError,
  LT005: TourClientLimitError,
  LT006: TourProofNeededError,
};

/** The tour error a SQLSTATE of 0032_tour_functions.sql stands for, or null. */
export function tourErrorOf(code: unknown): TourError | null {
  const Error = typeof code === "string" ? BY_CODE[code] : undefined;
  return Error ? new Error() : null;
}
