import {
  BOOKING_MESSAGES,
  EXCLUDES_GST,
  MEETING_SLOTS,
  addHoursToTime,
  clubInstant,
  describeWhen,
  formatDateLabel,
  formatInr,
  isClubDate,
  type Paise,
} from "@/lib/pricing";

/** Helpers the calculators share for their query state, summaries and errors. */

export const dateFromQuery = (query: URLSearchParams, key = "date"): string | undefined => {
  const value = query.get(key);
  return value && isClubDate(value) ? value : undefined;
};

/** A start slot from the query, or none: only the hourly slots are accepted. */
export const timeFromQuery = (query: URLSearchParams): string => {
  const value = query.get("time") ?? "";
  return MEETING_SLOTS.includes(value) ? value : "";
};

/** A room or studio booking's date, start and hours, as its query keeps them. */
export const timedQuery = ({
  date,
  time,
  hours,
}: {
  date: string;
  time: string;
  hours: number;
}) => ({
  date,
  time,
  hours,
});

/** Choice cards for the rooms or the studio's plans: each one's name, hourly rate and capacity. */
export function hourlyChoices<T extends string>(
  ids: readonly T[],
  catalogue: Record<T, { name: string; hourlyRate: Paise }>,
  capacity: (id: T) => string,
) {
  return ids.map((id) => ({
    value: id,
    label: catalogue[id].name,
    detail: `${formatInr(catalogue[id].hourlyRate)}/hour ${EXCLUDES_GST} · up to ${capacity(id)}`,
  }));
}

/** What the summary lists for a room or studio booking chosen so far. */
export function timedSummary(space: string, date: string, time: string, hours: number): string[] {
  const start = time ? clubInstant(date, time) : null;
  const end = time ? clubInstant(date, addHoursToTime(time, hours)) : null;
  const when =
    start && end
      ? describeWhen({ kind: "meeting-room", startsAt: start, endsAt: end })
      : isClubDate(date)
        ? `${formatDateLabel(date)}, choose a start time`
        : "Choose a date and a start time";
  return [space, when];
}

/** The weekday rule, shown as soon as a weekend date is picked (and again on submit). */
export function weekdayHint(
  errors: Record<string, string>,
  date: string,
  isWeekday: (date: string) => boolean,
): Record<string, string> {
  if (isClubDate(date) && !isWeekday(date))
    return { ...errors, date: BOOKING_MESSAGES.weekdaysOnly };
  return errors;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(fields: string[]): void {
  const order = [
    "date",
    "time",
    "hours",
    "postProductionHours",
    "moveInDate",
    "seats",
    "confirmSalesContact",
    "name",
    "email",
    "phone",
  ];
  const first = order.find((field) => fields.includes(field));
  if (!first) return;
  window.requestAnimationFrame(() => {
    const target =
      first === "time"
        ? document.querySelector<HTMLInputElement>('input[name="time"]:not(:disabled)')
        : document.getElementById(first);
    target?.focus();
  });
}
