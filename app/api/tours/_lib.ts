import { ConflictError, HttpError, InvalidRequestError } from "@/lib/http";
import { clubInstant } from "@/lib/pricing";
import {
  TourClientLimitError,
  TourError,
  TourNotFoundError,
  TourProofNeededError,
  TourSlotInvalidError,
  TourSlotTakenError,
  tourSlotProblem,
} from "@/lib/tours";

/** The slot a form names, refused (on the time field) unless bookable at `now`. */
export function requestedSlot(date: string | undefined, time: string, now: Date): Date {
  const startsAt = date ? clubInstant(date, time) : null;
  if (!startsAt || tourSlotProblem(startsAt, now)) {
    const message = new TourSlotInvalidError().message;
    throw new InvalidRequestError(message, { tourTime: message });
  }
  return startsAt;
}

/** A tour's refusal as the answer the form shows, on the field it concerns. */
export function tourAnswer(error: unknown): never {
  if (error instanceof TourSlotTakenError)
    throw new ConflictError(error.message, { tourTime: error.message });
  if (error instanceof TourClientLimitError) throw new HttpError("rate_limited", error.message);
  if (error instanceof TourProofNeededError) throw new HttpError("forbidden", error.message);
  if (error instanceof TourNotFoundError) throw new ConflictError(error.message);
  if (error instanceof TourError)
    throw new InvalidRequestError(error.message, { tourTime: error.message });
  throw error;
}
