export const BOOKING_NOT_FOUND = "We couldn't find that booking.";

/** The hoarding limit: rooms and studio hours one member may hold in a club week (Monday to Sunday). */
export const bookingLimitMessage = (hoursPerWeek: number) =>
  `You can hold up to ${hoursPerWeek} hours of meeting rooms and studio time in one week. Cancel a booking that week or choose another week.`;
