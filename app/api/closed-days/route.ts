import { createRateLimit, jsonOk } from "@/lib/http";
import { addDaysToDate, clubToday } from "@/lib/pricing";
import { apiRoute } from "@/lib/route";
import { listClosedDays } from "@/lib/visitors";
import { CLOSED_DAYS_AHEAD } from "@/lib/visitors/closed-day-rules";

const rateLimit = createRateLimit({ keyPrefix: "closed-days", points: 120, durationSeconds: 60 });

/** The club's closed days from today for a year (besides weekends), for the pages' notice. */
export const GET = apiRoute({ name: "GET /api/closed-days", rateLimit }, async () => {
  const today = clubToday(new Date());
  return jsonOk({
    closedDays: await listClosedDays(today, addDaysToDate(today, CLOSED_DAYS_AHEAD)),
  });
});
