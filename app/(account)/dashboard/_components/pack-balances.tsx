import { describePackBalance, PACKS } from "@/lib/pricing/packs";
import type { Pack } from "@/lib/packs/types";
import type { InvoiceLink } from "@/lib/payments";
import { formatDateLabel, formatInr } from "@/lib/pricing";
import { EmptyState } from "./dashboard-section";

/** Lapsed: past its instant, or written off already. */
const isExpired = (pack: Pack, now: number) =>
  pack.expiredAt !== null || (pack.expiresAt !== null && new Date(pack.expiresAt).getTime() <= now);

/**
 * The member's packs: what is left of each (in its own units and in rupees of room value), until
 * when it can be used, or that it expired; with its tax invoice.
 */
export function PackBalances({
  packs,
  invoices,
  now,
}: {
  packs: Pack[];
  invoices: Map<string, InvoiceLink[]>;
  now: number;
}) {
  if (packs.length === 0) {
    return <EmptyState message="No packs yet" href="/packs" action="Buy a pack" />;
  }
  return (
    <ul className="divide-y" data-testid="packs-list">
      {packs.map((pack) => {
        const expired = isExpired(pack, now);
        const until = pack.validUntil ? formatDateLabel(pack.validUntil) : "";
        return (
          <li
            key={pack.id}
            className="flex flex-wrap items-start justify-between gap-3 py-3"
            data-testid="pack-item"
            data-state={expired ? "expired" : "active"}
          >
            <div className="min-w-0">
              <p className="font-medium">{PACKS[pack.product].name}</p>
              <p className="text-sm">
                {expired
                  ? `Expired on ${until}`
                  : `${describePackBalance(pack.product, pack.balancePaise)} · valid until ${until}`}
              </p>
              {(invoices.get(pack.id) ?? []).map((doc) => (
                <a
                  key={doc.id}
                  href={`/api/invoices/${doc.id}`}
                  download
                  className="text-accent text-xs underline-offset-4 hover:underline"
                >
                  Tax invoice {doc.number} (PDF)
                </a>
              ))}
            </div>
            <p className="text-right text-sm tabular-nums">
              <span className="font-semibold">{formatInr(expired ? 0 : pack.balancePaise)}</span>
              <span className="text-muted-foreground"> of {formatInr(pack.valuePaise)}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
