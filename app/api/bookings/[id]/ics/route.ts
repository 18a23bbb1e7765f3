import { bookingIcs, bookingIcsFilename } from "@/lib/bookings/calendar-event";
import { getBookingByUser } from "@/lib/bookings";
import { createRateLimit, HttpError } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { BOOKING_NOT_FOUND } from "../../_lib/messages";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "booking-ics", points: 60, durationSeconds: 300 });

/** The member's booking as an iCalendar file to download (club time, Asia/Kolkata). */
export const GET = apiRoute<{ id: string }>(
  { name: "GET /api/bookings/[id]/ics", rateLimit, member: "required" },
  async ({ params: { id }, member: { user, access } }) => {
    const booking = await getBookingByUser(id, user.id, access);
    if (!booking) throw new HttpError("not_found", BOOKING_NOT_FOUND);
    const ics = bookingIcs(booking);
    if (!ics)
      throw new HttpError(
        "not_found",
        "This request has no move-in date to add to a calendar yet.",
      );
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${bookingIcsFilename(booking)}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
