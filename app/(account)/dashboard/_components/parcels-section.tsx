import { Skeleton } from "@/components/ui/skeleton";
import type { Member } from "@/lib/auth/member";
import { formatClubDateTime } from "@/lib/format";
import { listMyParcels, type Parcel } from "@/lib/visitors";
import { PARCEL_TEXT, parcelAge } from "@/lib/visitors/parcel-rules";

function ParcelItem({ parcel, now }: { parcel: Parcel; now: Date }) {
  return (
    <li
      className="flex flex-wrap items-baseline justify-between gap-2 py-3"
      data-testid="my-parcel"
      data-state={parcel.collectedAt ? "collected" : "waiting"}
    >
      <div className="min-w-0">
        <p className="font-medium break-words">
          {parcel.carrier}: {parcel.description}
        </p>
        <p className="text-muted-foreground text-sm">
          Received {formatClubDateTime(parcel.receivedAt)}
          {parcel.company ? ` · for ${parcel.company}` : ""}
        </p>
      </div>
      <p className="text-sm">
        {parcel.collectedAt
          ? `Collected by ${parcel.collectedBy} on ${formatClubDateTime(parcel.collectedAt)}`
          : `Waiting at reception (${parcelAge(parcel.receivedAt, now).toLowerCase()})`}
      </p>
    </li>
  );
}

/**
 * "Parcels and post" on /dashboard: what the desk holds for the member, and what was collected in
 * the last 30 days. A server component reading as the member (list_my_parcels, 0055).
 */
export async function ParcelsSection({ member }: { member: Member }) {
  const now = new Date();
  const parcels = await listMyParcels(member, now);
  const waiting = parcels.filter((parcel) => !parcel.collectedAt).length;
  return (
    <div className="space-y-3" data-testid="parcels-section">
      <p className="text-muted-foreground text-sm">
        {waiting > 0 ? PARCEL_TEXT.pickUp : PARCEL_TEXT.dashboardEmpty}
      </p>
      {parcels.length > 0 ? (
        <ul className="divide-border divide-y">
          {parcels.map((parcel) => (
            <ParcelItem key={parcel.id} parcel={parcel} now={now} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

ParcelsSection.Skeleton = function ParcelsSectionSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
};
