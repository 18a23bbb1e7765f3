import {
  getMemberSeries,
  seriesDateCancelIcs,
  seriesIcs,
  seriesIcsFilename,
  SERIES_TEXT,
} from "@/lib/bookings/series";
import { createRateLimit, HttpError } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { isUuid } from "@/lib/validation/uuid";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "series-ics", points: 60, durationSeconds: 300 });

/**
 * The member's series as ONE recurring calendar event (RRULE, EXDATE for the dates skipped or
 * cancelled); `?cancelled=<booking id>` answers that date's cancellation instead (METHOD:CANCEL
 * with its RECURRENCE-ID), for a calendar that holds the invitation.
 */
export const GET = apiRoute<{ id: string }>(
  { name: "GET /api/bookings/series/[id]/ics", rateLimit, member: "required" },
  async ({ request, params: { id }, member: { user } }) => {
    if (!isUuid(id)) throw new HttpError("not_found", SERIES_TEXT.notFound);
    const { series, dates } = await getMemberSeries(id, user.id);
    const cancelledId = new URL(request.url).searchParams.get("cancelled");
    const cancelled = cancelledId
      ? dates.find((d) => d.id === cancelledId && d.status === "cancelled")
      : undefined;
    if (cancelledId && !cancelled) throw new HttpError("not_found", SERIES_TEXT.notFound);
    const ics = cancelled
      ? seriesDateCancelIcs(series, dates, cancelled)
      : seriesIcs(series, dates);
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${seriesIcsFilename(series, dates)}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
