import { formatDateLabel } from "@/lib/format";

/**
 * Closed days (0057_closed_days.sql): the days the club is shut besides weekends, part of the
 * club's calendar beside club time (lib/visitors keeps the table and the desk's changes).
 * Browser-safe: the pages' notice, the members' availability and the staff console use it.
 */
export type ClosedDay = { date: string; reason: string };

/** How far ahead the pages list closed days. */
export const CLOSED_DAYS_AHEAD = 365;

export const CLOSED_DAY_TEXT = {
  heading: "Closed days",
  intro: "We are open Monday to Friday, and closed at weekends and on these days:",
  none: "No closed days are planned.",
  added: "Closed day added",
  removed: "Closed day removed",
  reasonRequired: "Please say why the club is closed (for example Diwali).",
  dateInvalid: "Please choose a date.",
} as const;

/** "Fri, 2 Oct 2026 (Gandhi Jayanti)", as the database's refusals write it. */
export const closedDayLabel = ({ date, reason }: ClosedDay) =>
  `${formatDateLabel(date)} (${reason})`;
