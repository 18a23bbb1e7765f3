import { tourDays, tourSlotsOn } from "@/lib/tours/slots";

/** Two bookable slot starts a few days ahead of the real clock (the SQL rules use now()). */
export function slotsAhead(): [Date, Date] {
  const days = tourDays(new Date());
  const slots = tourSlotsOn(days[3]!, new Date());
  return [slots[0]!, slots[1]!];
}
