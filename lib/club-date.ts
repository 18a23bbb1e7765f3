/** Today's date in the club's time zone, written out for people ("21 November 2026"). */
export function formatClubDate(date: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

/** yyyy-mm-dd in the club's time zone, for <time dateTime>. */
export function clubIsoDate(date: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(date);
}
