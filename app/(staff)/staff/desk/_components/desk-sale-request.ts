import { MEETING_ROOM_IDS, MEETING_SLOTS, type BookingRequest } from "@/lib/pricing";

/** What the desk sells: what online booking takes payment for outright. */
export type SaleRequest = Extract<
  BookingRequest,
  { kind: "meeting-room" | "podcast-studio" | "day-pass" }
>;

/** A new request of `kind` on `date`, with the online forms' defaults. */
export function saleRequest(kind: SaleRequest["kind"], date: string): SaleRequest {
  if (kind === "day-pass") return { kind, date };
  const time = MEETING_SLOTS[0]!;
  if (kind === "meeting-room") {
    return { kind, room: MEETING_ROOM_IDS[0]!, date, time, hours: 1, techSupport: false };
  }
  return { kind, plan: "pro", date, time, hours: 1, postProductionHours: 0 };
}
