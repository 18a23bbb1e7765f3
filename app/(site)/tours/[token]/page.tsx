import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatClubClock, formatClubWeekdayDate } from "@/lib/format";
import { getTourByToken, tourPickerState } from "@/lib/tours";
import { ManageTour } from "./manage-tour";

export const dynamic = "force-dynamic";

// The link is a secret: never indexed, never cached by a shared cache.
export const metadata: Metadata = { title: "Your tour", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

/** The confirmation e-mail's link: move the tour to another free slot, or cancel it. */
export default async function ManageTourPage({ params }: Props) {
  const { token } = await params;
  const tour = token.length >= 16 ? await getTourByToken(token) : null;
  if (!tour) notFound();
  const now = new Date();
  const changeable = tour.status === "booked" && new Date(tour.startsAt) > now;
  const when = `${formatClubWeekdayDate(tour.startsAt)}, ${formatClubClock(tour.startsAt)}`;
  return (
    <div className="container-page max-w-2xl py-12">
      <h1 className="text-3xl font-semibold">Your tour</h1>
      <p className="text-muted-foreground mt-3">
        {tour.status === "cancelled"
          ? `Your tour on ${when} is cancelled.`
          : `${tour.name}, your tour is booked for ${when}.`}
      </p>
      {changeable ? <ManageTour token={token} initial={await tourPickerState(now)} /> : null}
    </div>
  );
}
