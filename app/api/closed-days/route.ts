import { createRateLimit, jsonOk } from "@/lib/http";
import { addDaysToDate, CLOSED_DAYS_AHEAD, clubToday } from "@/lib/pricing";
import { apiRoute } from "@/lib/route";
import { listClosedDays } from "@/lib/visitors";

const rateLimit = createRateLimit({ keyPrefix: "closed-days", points: 120, durationSeconds: 60 });

/** The club's closed days from today for a year (besides weekends), for the pages' notice. */
export const GET = apiRoute({ name: "GET /api/closed-days", rateLimit }, async () => {
  const today = clubToday(new Date());
  return jsonOk({
    closedDays: await listClosedDays(today, addDaysToDate(today, CLOSED_DAYS_AHEAD)),
  });
});
