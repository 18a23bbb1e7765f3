import type { Metadata } from "next";
import { getServerConfig } from "@/lib/config";
import { formatClubClock } from "@/lib/format";
import { site } from "@/lib/site";
import {
  addDaysToDate,
  CLOSED_DAYS_AHEAD,
  clubDayRange,
  clubToday,
  formatDateLabel,
} from "@/lib/pricing";
import { requireStaffPage } from "@/lib/staff/access";
import { getDeskPort } from "@/lib/bookings";
import {
  listClosedDays,
  listMemberCheckIns,
  listVisitorsOn,
  listWaitingParcels,
  type Parcel,
} from "@/lib/visitors";
import { parcelAge } from "@/lib/visitors/parcel-rules";
import { DeskClosedDays } from "./_components/desk-closed-days";
import { DeskConsole } from "./_components/desk-console";
import { DeskParcels, type DeskParcel } from "./_components/desk-parcels";
import {
  dayPassEntry,
  memberEntry,
  soonEntry,
  startingWithinTheHour,
  visitorEntry,
} from "./_components/desk-entries";
import { listDeskTours } from "./_components/desk-tours";

/** A waiting parcel for the desk's list: for whom, and how long it has waited. */
const deskParcel = (parcel: Parcel, now: Date): DeskParcel => ({
  id: parcel.id,
  recipient: parcel.recipientName ?? parcel.recipientEmail,
  company: parcel.company,
  carrier: parcel.carrier,
  description: parcel.description,
  age: parcelAge(parcel.receivedAt, now),
  photo: parcel.photo,
});

export const metadata: Metadata = { title: "Front desk", robots: { index: false, follow: false } };

/**
 * Reception's page for the day, made for a tablet: who is expected (guests, tours, day passes),
 * which rooms start within the hour, and check-in and check-out. A scanner that types a guest's
 * code and Enter into the search box checks them in.
 */
export default async function StaffDeskPage() {
  const member = await requireStaffPage("/staff/desk");
  const now = new Date();
  const today = clubToday(now);
  const day = clubDayRange(today)!;
  const [visitors, bookings, tours, parcels, closedDays, members] = await Promise.all([
    listVisitorsOn(today, member),
    getDeskPort().listDay(today, member.access),
    listDeskTours(day),
    listWaitingParcels(member),
    listClosedDays(today, addDaysToDate(today, CLOSED_DAYS_AHEAD)),
    listMemberCheckIns(today, member),
  ]);
  const entries = [
    ...visitors.map(visitorEntry),
    ...bookings.filter((booking) => booking.kind === "day-pass").map(dayPassEntry),
    ...members.map(memberEntry),
  ];

  return (
    <div>
      <h1 className="text-3xl font-semibold">Front desk</h1>
      <p className="text-muted-foreground mt-1">
        {formatDateLabel(today)} · as of {formatClubClock(now)}
      </p>
      <DeskConsole
        entries={entries}
        tours={tours}
        soon={startingWithinTheHour(bookings, now).map(soonEntry)}
        upi={{ payee: getServerConfig().clubUpiId, payeeName: site.legalName }}
      />
      <div className="mt-6">
        <DeskParcels parcels={parcels.map((parcel) => deskParcel(parcel, now))} />
      </div>
      <div className="mt-6">
        <DeskClosedDays days={closedDays} />
      </div>
    </div>
  );
}
