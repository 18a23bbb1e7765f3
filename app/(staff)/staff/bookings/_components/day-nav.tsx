import Link from "@/components/ui/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { addDaysToDate } from "@/lib/pricing";

const dayHref = (date: string) => `/staff/bookings?date=${date}`;

/** The previous and next day, and any day through a plain GET form (no script needed). */
export function DayNav({ date }: { date: string }) {
  return (
    <nav aria-label="Choose a day" className="flex flex-wrap items-center gap-2">
      <Button asChild variant="outline" size="sm">
        <Link href={dayHref(addDaysToDate(date, -1))}>
          <ChevronLeft aria-hidden />
          Previous day
        </Link>
      </Button>
      <form action="/staff/bookings" method="get" className="flex items-center gap-2">
        <label htmlFor="desk-date-input" className="sr-only">
          Date
        </label>
        <Input
          id="desk-date-input"
          type="date"
          name="date"
          defaultValue={date}
          required
          className="h-9 w-40"
        />
        <Button type="submit" variant="secondary" size="sm">
          Show
        </Button>
      </form>
      <Button asChild variant="outline" size="sm">
        <Link href={dayHref(addDaysToDate(date, 1))}>
          Next day
          <ChevronRight aria-hidden />
        </Link>
      </Button>
    </nav>
  );
}
