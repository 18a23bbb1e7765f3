import { BookingLimitError, ClosedDayError } from "@/lib/db";
import type { BookingContact } from "@/lib/bookings/input";
import { InvalidRequestError, jsonOk } from "@/lib/http";
import { planBooking, SLOT_MESSAGES } from "@/lib/pricing";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { getDeskPort, invoiceDeskSale } from "@/lib/bookings";
import { DESK_SALE_TEXT } from "@/lib/bookings/rules/desk-sale";
import { deskSaleSchema, type DeskSaleValues } from "@/lib/bookings/rules/desk-sale-schema";
import { searchHosts } from "@/lib/visitors";
import { bookingLimitMessage } from "../../bookings/_lib/messages";
import { deskRateLimit } from "../_lib/staff-route";

/** The member the desk picked, found again by the e-mail shown (only a known member), or null. */
async function customerOf(
  customer: DeskSaleValues["customer"],
  staff: Parameters<typeof searchHosts>[1],
): Promise<{ userId: string | null; contact: BookingContact }> {
  if (customer.type === "walk-in") {
    const { name, email, phone } = customer;
    return { userId: null, contact: { name, email, phone } };
  }
  const hosts = customer.email ? await searchHosts(customer.email, staff) : [];
  const member = hosts.find((known) => known.id === customer.id);
  if (!member) {
    throw new InvalidRequestError(DESK_SALE_TEXT.memberRequired, {
      customer: DESK_SALE_TEXT.memberRequired,
    });
  }
  return { userId: member.id, contact: { name: member.name, email: member.email } };
}

/**
 * A room, the studio or a day pass sold at the desk and paid there (cash, card or UPI with its
 * reference): the online booking's rules (planBooking here with the spec's messages, then the
 * database's book_for again), 409 when the slot was taken meanwhile; then its GST invoice, issued
 * and e-mailed as an online payment's. 201 `{ booking, invoice }`.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/sales",
    schema: deskSaleSchema,
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
    conflict: { message: SLOT_MESSAGES.justTaken, field: "time" },
  },
  async (values, { member }) => {
    const now = new Date();
    const planned = planBooking(values.item, now);
    if (!planned.ok) {
      throw new InvalidRequestError(planned.message, { [planned.field]: planned.message });
    }
    const { userId, contact } = await customerOf(values.customer, member);
    let booking;
    try {
      booking = await getDeskPort().sell(
        {
          request: values.item,
          userId,
          contact,
          method: values.method,
          reference: values.method === "cash" ? undefined : values.reference,
        },
        member.user,
        member.access,
      );
    } catch (error) {
      if (error instanceof ClosedDayError) {
        throw new InvalidRequestError(error.message, { date: error.message });
      }
      if (!(error instanceof BookingLimitError)) throw error;
      const message = bookingLimitMessage(error.hoursPerWeek);
      throw new InvalidRequestError(message, { date: message });
    }
    // Paid wholly with the member's room credit (issue 38): no money, no tax invoice of its own.
    if (booking.paymentStatus === "paid-by-credit") return jsonOk({ booking, invoice: null }, 201);
    const invoice = await invoiceDeskSale(
      booking.id,
      { company: values.billingCompany, gstin: values.billingGstin },
      now,
    );
    return jsonOk({ booking, invoice: { number: invoice.number, total: invoice.total } }, 201);
  },
);
