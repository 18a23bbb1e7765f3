import { bookingIcs, bookingIcsFilename } from "@/lib/calendar/booking-event";
import { getBookingByUser } from "@/lib/data";
import { createRateLimit, errorResponse, HttpError } from "@/lib/http";
import { BOOKING_NOT_FOUND, requireMember } from "../../_lib/member";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NAME = "GET /api/bookings/[id]/ics";
const rateLimit = createRateLimit({ keyPrefix: "booking-ics", points: 60, durationSeconds: 300 });

/** The member's booking as an iCalendar file to download (club time, Asia/Kolkata). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    await rateLimit.consume(request);
    const { id } = await params;
    const { user, access } = await requireMember(request);
    const booking = await getBookingByUser(id, user.id, access);
    if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND);
    const ics = bookingIcs(booking);
    if (!ics)
      throw new HttpError(404, "This request has no move-in date to add to a calendar yet.");
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${bookingIcsFilename(booking)}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return errorResponse(error, NAME);
  }
}
