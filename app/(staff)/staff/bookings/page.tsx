import type { Metadata } from "next";
import { clubToday, formatDateLabel, isClubDate } from "@/lib/pricing";
import { requireStaffPage } from "@/lib/staff/access";
import { getDeskPort } from "@/lib/bookings";
import { DayGrid } from "./_components/day-grid";
import { DayNav } from "./_components/day-nav";
import { DayPasses } from "./_components/day-passes";
import { DayTours } from "./_components/day-tours";
import { clubDayRange } from "@/lib/pricing";
import { listTours } from "@/lib/tours";

export const metadata: Metadata = { title: "Bookings" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * One club day at the front desk: rooms and the studio as rows, opening hours as columns, each
 * live booking in its hours, that day's passes below. `?date=yyyy-mm-dd`, today by default.
 */
export default async function StaffBookingsPage({ searchParams }: Props) {
  const asked = (await searchParams).date;
  const date = typeof asked === "string" && isClubDate(asked) ? asked : clubToday(new Date());
  const member = await requireStaffPage(`/staff/bookings?date=${date}`);
  const bookings = await getDeskPort().listDay(date, member.access);
  const tours = await listTours(clubDayRange(date)!);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Bookings</h1>
          <p className="text-muted-foreground mt-1" data-testid="desk-date">
            {formatDateLabel(date)}
          </p>
        </div>
        <DayNav date={date} />
      </div>
      <DayGrid date={date} bookings={bookings.filter((booking) => booking.startsAt)} />
      <DayPasses bookings={bookings.filter((booking) => !booking.startsAt)} />
      <DayTours tours={tours} />
    </div>
  );
}
