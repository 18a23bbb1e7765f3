import { CLUB_TIME_ZONE } from "@/lib/pricing";

export { clubToday as clubIsoDate } from "@/lib/pricing";

/** A date in the club's time zone, written out for people ("21 November 2026"). */
export function formatClubDate(date: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: CLUB_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}
