/** The owner's numbers' month and day names, in the club's dates (UTC-anchored: no shift). */

/** `2027-03` as "March 2027". */
export const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
/** A club date as "8 Mar". */
export const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
