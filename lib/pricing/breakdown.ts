import type { BookingKind, BookingQuote } from "@/lib/pricing/bookings";
import {
  CLUB_CLOSES,
  CLUB_OPENS,
  clubDateTimeOf,
  formatClubTime,
  formatDateLabel,
} from "@/lib/pricing/club-time";
import {
  GST_PERCENT,
  MEETING_ROOMS,
  PODCAST_PLANS,
  PODCAST_POST_PRODUCTION_HOURLY_RATE,
  SECURITY_DEPOSIT_MONTHS,
  TECH_SUPPORT_HOURLY_RATE,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
} from "@/lib/pricing/constants";
import { formatInr, type Paise } from "@/lib/pricing/money";
import type { WorkspaceQuote } from "@/lib/pricing/workspaces";

/**
 * How a quote reads to people: the calculators' live breakdown, the checkout summary, the
 * dashboard and the calendar file all print these lines, so the figures never disagree.
 */
export type QuoteLine = {
  key: string;
  label: string;
  amount: Paise;
  /** Shown with a minus sign (a discount). */
  deduction?: boolean;
  /** The line the breakdown ends on. */
  total?: boolean;
};

const GST_LABEL = `GST (${GST_PERCENT}%)`;
const times = (count: number, unit: string, rate: Paise) =>
  `${count} ${unit}${count === 1 ? "" : "s"} × ${formatInr(rate)}`;

export function quoteLines(quote: BookingQuote): QuoteLine[] {
  switch (quote.kind) {
    case "meeting-room":
      return [
        {
          key: "base",
          label: `Base (${times(quote.hours, "hour", quote.hourlyRate)})`,
          amount: quote.base,
        },
        {
          key: "discount",
          label:
            quote.memberPercent !== undefined && quote.discountPercent === quote.memberPercent
              ? `Member rate (${quote.memberPercent}% off)`
              : `Discount (${quote.discountPercent}%)`,
          amount: quote.discount,
          deduction: true,
        },
        {
          key: "addOns",
          label: quote.techSupport
            ? `Add-ons: tech support (${times(quote.hours, "hour", TECH_SUPPORT_HOURLY_RATE)})`
            : "Add-ons",
          amount: quote.addOns,
        },
        ...creditLines(quote),
        { key: "gst", label: GST_LABEL, amount: quote.gst },
        { key: "total", label: "Total", amount: quote.total, total: true },
        ...listPriceLines(quote),
      ];
    case "podcast-studio":
      return [
        {
          key: "studio",
          label: `Studio, ${PODCAST_PLANS[quote.plan].name} (${times(quote.hours, "hour", quote.hourlyRate)})`,
          amount: quote.studio,
        },
        ...(quote.memberDiscount !== undefined
          ? [
              {
                key: "memberDiscount",
                label: `Member rate (${quote.memberPercent ?? 0}% off)`,
                amount: quote.memberDiscount,
                deduction: true,
              },
            ]
          : []),
        {
          key: "postProduction",
          label: `Post-production (${times(quote.postProductionHours, "hour", PODCAST_POST_PRODUCTION_HOURLY_RATE)})`,
          amount: quote.postProduction,
        },
        ...creditLines(quote),
        { key: "gst", label: GST_LABEL, amount: quote.gst },
        { key: "total", label: "Total", amount: quote.total, total: true },
        ...listPriceLines(quote),
      ];
    case "day-pass":
      return [
        { key: "price", label: "Day Pass (1 day)", amount: quote.price },
        ...creditLines(quote),
        { key: "gst", label: GST_LABEL, amount: quote.gst },
        { key: "total", label: "Total", amount: quote.total, total: true },
      ];
    case "dedicated-desk":
    case "managed-office":
      return workspaceLines(quote);
  }
}

/** Room value paid with credit (issue 38): deducted before GST, which is on the money part only. */
function creditLines(quote: { credit?: Paise }): QuoteLine[] {
  if (!quote.credit) return [];
  return [{ key: "credit", label: "Paid with credit", amount: quote.credit, deduction: true }];
}

/** Beside a member's total, what anyone else pays (with GST, before any credit). */
function listPriceLines(quote: { listTotal?: Paise }): QuoteLine[] {
  if (quote.listTotal === undefined) return [];
  return [{ key: "listTotal", label: "List price", amount: quote.listTotal }];
}

/**
 * A desk or office quote as it may be stored: one saved before GST was itemised has no `gst`
 * or `monthlyTotal`, and its `dueAtMoveIn` is rent plus deposit only.
 */
type StoredWorkspaceQuote = { kind: "dedicated-desk" | "managed-office" } & Omit<
  WorkspaceQuote,
  "gst" | "monthlyTotal"
> &
  Partial<Pick<WorkspaceQuote, "gst" | "monthlyTotal">>;

/** Rent, GST and deposit; an old quote without GST reads as it did when it was made. */
function workspaceLines(quote: StoredWorkspaceQuote): QuoteLine[] {
  const desk = quote.kind === "dedicated-desk";
  const { gst, monthlyTotal } = quote;
  const taxed = gst !== undefined && monthlyTotal !== undefined;
  const monthly: QuoteLine[] = [
    {
      key: "monthlyRent",
      label: `Monthly rent (${times(quote.seats, "seat", quote.seatRate)})`,
      amount: quote.monthlyRent,
      // Without GST, an office's rent is its monthly figure.
      ...(!taxed && !desk ? { total: true } : {}),
    },
  ];
  if (taxed) {
    monthly.push({ key: "gst", label: `${GST_LABEL} on the rent`, amount: gst });
    if (!desk) {
      monthly.push({
        key: "monthlyTotal",
        label: "Monthly total (rent + GST)",
        amount: monthlyTotal,
        total: true,
      });
    }
  }
  const deposit: QuoteLine = {
    key: "deposit",
    label: `Security deposit (${SECURITY_DEPOSIT_MONTHS} × monthly rent)`,
    amount: quote.deposit,
  };
  const dueAtMoveIn: QuoteLine = {
    key: "dueAtMoveIn",
    label: taxed ? "Due at move-in (rent + GST + deposit)" : "Due at move-in (rent + deposit)",
    amount: quote.dueAtMoveIn,
    total: true,
  };
  const termSaving: QuoteLine = {
    key: "termSaving",
    label: quote.freeMonths
      ? `Term saving (${WORKSPACE_TERMS[quote.term].label}: ${quote.freeMonths} month free)`
      : `Term saving (${WORKSPACE_TERMS[quote.term].label})`,
    amount: quote.termSaving,
  };
  return [...monthly, deposit, ...(desk ? [dueAtMoveIn] : []), termSaving];
}

/** `₹240`, or `−₹240` for a deduction worth anything. */
export function formatLineAmount(line: QuoteLine): string {
  return `${line.deduction && line.amount > 0 ? "−" : ""}${formatInr(line.amount)}`;
}

/** The space's name as a confirmation or the dashboard gives it. */
export function bookingTitle(quote: BookingQuote): string {
  switch (quote.kind) {
    case "meeting-room":
      return MEETING_ROOMS[quote.room].name;
    case "podcast-studio":
      return `Podcast Studio (${PODCAST_PLANS[quote.plan].name})`;
    case "day-pass":
      return "Day Pass";
    case "dedicated-desk":
    case "managed-office":
      return `${WORKSPACE_PRODUCTS[quote.kind].name}, ${quote.seats} ${quote.seats === 1 ? "seat" : "seats"}`;
  }
}

export type BookingWhen = {
  kind: BookingKind;
  date?: string;
  startsAt?: string | Date;
  endsAt?: string | Date;
};

/** `Fri, 27 Nov 2026, 10:00 AM – 2:00 PM` (club time); a pass gives the day, a desk its move-in. */
export function describeWhen({ kind, date, startsAt, endsAt }: BookingWhen): string {
  if (startsAt && endsAt) {
    const start = clubDateTimeOf(new Date(startsAt));
    const end = clubDateTimeOf(new Date(endsAt));
    return `${formatDateLabel(start.date)}, ${formatClubTime(start.time)} – ${formatClubTime(end.time)}`;
  }
  if (!date) return "Move-in date to be agreed";
  if (kind === "day-pass") {
    return `${formatDateLabel(date)}, ${formatClubTime(CLUB_OPENS)} – ${formatClubTime(CLUB_CLOSES)}`;
  }
  return `Move-in ${formatDateLabel(date)}`;
}
