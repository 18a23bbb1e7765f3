import type { BookingRequest } from "@/lib/pricing";

/** The issue's worked example: the 4-seater for 4 hours with tech support (Wed 11 March 2026). */
export const ISSUE_EXAMPLE = {
  kind: "meeting-room",
  room: "4-seater",
  date: "2026-03-11",
  time: "10:00",
  hours: 4,
  techSupport: true,
} as const satisfies BookingRequest;

/** Its price in paise: ₹2,400 base, 10% off, ₹1,200 of tech support, 18% GST. */
export const ISSUE_EXAMPLE_PRICE = {
  base: 240_000,
  discount: 24_000,
  addOns: 120_000,
  gst: 60_480,
  total: 396_480,
} as const;
