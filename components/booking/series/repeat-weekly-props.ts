import type { Billing } from "@/components/payments/billing-fields";
import type { BookingRequest } from "@/lib/pricing";

/** What the booking form hands "Repeat weekly" (the switch, and the panel it loads). */
export type RepeatWeeklyProps = {
  /** The room or studio request of the form, its date the series' first. */
  request: BookingRequest & { kind: "meeting-room" | "podcast-studio" };
  /** The company and GSTIN (with a GSTIN, the billing address and state) for the tax invoice. */
  buyer: Billing;
};
