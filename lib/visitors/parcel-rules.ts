import { clubToday } from "@/lib/pricing/club-time";
import { site } from "@/lib/site";

/**
 * Parcels and post at the desk (issue 39): the texts the desk, the dashboard and the e-mail share,
 * and how old a waiting parcel is. Browser-safe (no zod, no server code).
 */
export const PARCEL_TEXT = {
  logged: "Parcel logged",
  memberTold: "The member has been e-mailed.",
  collected: "Marked collected",
  notWaiting: "This parcel is not waiting at the desk: it was collected already.",
  recipientRequired: "Please choose the member the parcel is for.",
  carrierRequired: "Please enter the carrier (or “By hand”).",
  descriptionRequired: "Please enter the tracking number or what it is.",
  collectedByRequired: "Please enter who collected it.",
  photoInvalid: "The photo could not be read. Please take it again, or log the parcel without one.",
  none: "No parcels waiting.",
  dashboardEmpty: "Nothing is waiting for you at reception.",
  pickUp: `Collect it from reception, ${site.hours.label}.`,
} as const;

/** The label's photo as the desk's browser shrinks it: 0055_parcels.sql holds the same limit. */
export const PARCEL_PHOTO_MAX_CHARS = 700_000;

/** The carriers the desk picks from most; any other can be typed. */
export const COMMON_CARRIERS = [
  "India Post",
  "Blue Dart",
  "Delhivery",
  "DTDC",
  "Amazon",
  "Flipkart (Ekart)",
  "By hand",
] as const;

/** Whole club days between two club dates (yyyy-mm-dd). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How long a parcel has waited, in club days: "Today", "Yesterday", "3 days". */
export function parcelAge(receivedAt: string, now: Date): string {
  const days = daysBetween(clubToday(new Date(receivedAt)), clubToday(now));
  if (days <= 0) return "Today";
  return days === 1 ? "Yesterday" : `${days} days`;
}
