import {
  REFUND_FULL_BEFORE_HOURS,
  REFUND_PARTIAL_BEFORE_HOURS,
  REFUND_PARTIAL_PERCENT,
} from "@/lib/pricing/constants";
import { percentOf, type Paise } from "@/lib/pricing/money";

export type RefundQuote = { percent: number; amount: Paise };

/**
 * The meeting-rooms and podcast-studio pages' policy: a full refund when cancelled more than
 * 48 hours before the start, 50% from 24 up to and including 48 hours, nothing under 24 hours
 * (or after the start). Exactly 48 h is therefore 50%, exactly 24 h still 50%.
 */
export function refundPercent(startsAt: Date, cancelledAt: Date): number {
  const hoursBefore = (startsAt.getTime() - cancelledAt.getTime()) / 3_600_000;
  if (hoursBefore > REFUND_FULL_BEFORE_HOURS) return 100;
  if (hoursBefore >= REFUND_PARTIAL_BEFORE_HOURS) return REFUND_PARTIAL_PERCENT;
  return 0;
}

export function calculateRefund({
  paid,
  startsAt,
  cancelledAt,
}: {
  paid: Paise;
  startsAt: Date;
  cancelledAt: Date;
}): RefundQuote {
  const percent = refundPercent(startsAt, cancelledAt);
  return { percent, amount: percentOf(paid, percent) };
}
