export { clubToday as clubIsoDate } from "@/lib/pricing";
/** A date in the club's time zone, written out for people ("21 November 2026"). */
export { formatClubLongDate as formatClubDate } from "@/lib/format";
