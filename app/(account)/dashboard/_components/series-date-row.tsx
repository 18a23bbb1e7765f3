import type { SeriesWithDates } from "@/lib/bookings/series";
import { describeWhen, formatInr } from "@/lib/pricing";
import { CancelBookingButton } from "./cancel-booking-button";

type SeriesDate = SeriesWithDates["dates"][number];

const STATE: Record<string, string> = {
  confirmed: "Booked",
  pending_payment: "Awaiting payment",
  cancelled: "Cancelled",
  expired: "Not booked",
  "no-show": "Missed",
};

/** One date of a series: when, its state (a cancelled one with its refund), Cancel if to come. */
export function SeriesDateRow({
  date: d,
  title,
  cancellable,
}: {
  date: SeriesDate;
  title: string;
  cancellable: boolean;
}) {
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
      data-testid="series-date"
      data-status={d.status}
    >
      <span className="min-w-40">{describeWhen(d)}</span>
      <span className="text-muted-foreground">
        {STATE[d.status] ?? d.status}
        {d.status === "cancelled" ? `, refund ${formatInr(d.refundPaise ?? 0)}` : ""}
      </span>
      {cancellable ? (
        <span className="ml-auto">
          <CancelBookingButton
            booking={{
              id: d.id,
              kind: d.kind,
              status: d.status,
              startsAt: d.startsAt,
              date: d.date,
              total: d.totalPaise,
              title,
              when: describeWhen(d),
            }}
          />
        </span>
      ) : null}
    </li>
  );
}
