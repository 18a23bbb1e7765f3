export const BOOKING_NOT_FOUND = "We couldn't find that booking.";
