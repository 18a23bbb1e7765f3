import type { Member } from "@/lib/auth/member";
import { listMemberSeries } from "@/lib/bookings/series";
import { listMemberInvoices } from "@/lib/payments";
import { SeriesCard } from "./series-card";

/**
 * The member's repeating bookings on /dashboard, above their single bookings: each series with
 * its dates, each date cancellable on its own (its own refund), every remaining date at once,
 * the one recurring calendar event and the series' tax documents. Nothing when there is none.
 */
export async function SeriesSection({ member }: { member: Member }) {
  const [all, invoices] = await Promise.all([
    listMemberSeries(member.user.id),
    listMemberInvoices(member.user.id),
  ]);
  const shown = all.filter(({ dates }) => dates.some((d) => d.status !== "expired"));
  if (shown.length === 0) return null;
  const now = new Date();
  return (
    <section
      aria-label="Repeating bookings"
      className="mb-8 space-y-4"
      data-testid="series-section"
    >
      <h3 className="text-muted-foreground text-xs font-semibold tracking-widest uppercase">
        Repeating bookings
      </h3>
      {shown.map((item) => (
        <SeriesCard
          key={item.series.id}
          item={item}
          invoices={invoices.get(item.series.id) ?? []}
          now={now}
        />
      ))}
    </section>
  );
}
