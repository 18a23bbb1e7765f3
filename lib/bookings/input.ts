import type { NewBooking } from "@/lib/bookings/types";
import type { BookingRequest, PlannedBooking } from "@/lib/pricing";

export type BookingContact = {
  name?: string;
  email: string;
  phone?: string;
  receivePromotions?: boolean;
};

/** A request and its plan (`planBooking`), as the data port stores it for `userId`. */
export function toNewBooking(
  request: BookingRequest,
  planned: PlannedBooking,
  userId: string,
  contact: BookingContact,
): NewBooking {
  return {
    userId,
    request,
    kind: planned.kind,
    resource: planned.resource,
    date: planned.date,
    startsAt: planned.startsAt?.toISOString(),
    endsAt: planned.endsAt?.toISOString(),
    hours: planned.hours,
    seats: planned.seats,
    term: planned.term,
    quote: planned.quote,
    totalPaise: planned.total,
    contactName: contact.name,
    contactEmail: contact.email,
    contactPhone: contact.phone,
    receivePromotions: contact.receivePromotions ?? false,
    status: planned.status,
  };
}
