import { tdsRateLabel, type StaffCollectionsView } from "@/lib/memberships";
import { formatInr } from "@/lib/pricing";
import { TdsCertificateButton } from "./tds-certificate-button";
import { TdsRateButton } from "./tds-rate-button";

const NUM = "py-2 pl-3 text-right tabular-nums";
const EMPTY = "text-muted-foreground rounded-xl border border-dashed p-5 text-center text-sm";

/** TDS receivable outstanding (deducted, no certificate yet), by membership and quarter. */
export function TdsOutstandingTable({
  outstanding,
}: {
  outstanding: StaffCollectionsView["tdsOutstanding"];
}) {
  if (outstanding.length === 0) {
    return <p className={EMPTY}>No TDS is waiting for its certificate.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-2xl border px-4">
      <table className="w-full text-sm">
        <caption className="sr-only">TDS deducted and not yet certified</caption>
        <thead>
          <tr className="text-muted-foreground text-left">
            <th scope="col" className="py-2 font-medium">
              Membership
            </th>
            <th scope="col" className="py-2 pl-3 font-medium">
              Quarter
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Deducted
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Certified
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Outstanding
            </th>
            <th scope="col" className="sr-only">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {outstanding.map((row) => (
            <tr key={`${row.membershipId}-${row.quarter}`} data-testid="tds-outstanding">
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {row.holder}
              </th>
              <td className="py-2 pl-3">{row.quarter}</td>
              <td className={NUM}>{formatInr(row.deducted)}</td>
              <td className={NUM}>{formatInr(row.certified)}</td>
              <td className={`${NUM} font-semibold`}>{formatInr(row.outstanding)}</td>
              <td className="py-2 pl-3 text-right">
                {row.certified === 0 ? (
                  <TdsCertificateButton
                    membershipId={row.membershipId}
                    holder={row.holder}
                    quarter={row.quarter}
                    outstanding={row.outstanding}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Running memberships and the TDS rate each holder deducts, with "Set TDS". */
export function TdsRates({ memberships }: { memberships: StaffCollectionsView["memberships"] }) {
  if (memberships.length === 0) return <p className={EMPTY}>No running memberships.</p>;
  return (
    <ul className="divide-y rounded-2xl border" aria-label="TDS by membership">
      {memberships.map((m) => (
        <li
          key={m.id}
          className="flex flex-wrap items-center justify-between gap-3 p-4"
          data-testid="tds-rate"
        >
          <p className="font-medium break-words">
            {m.holder}{" "}
            <span className="text-muted-foreground font-normal">
              · {m.tdsRateBp ? `deducts TDS at ${tdsRateLabel(m.tdsRateBp)}` : "no TDS"}
            </span>
          </p>
          <TdsRateButton membershipId={m.id} holder={m.holder} ratePercent={m.tdsRateBp / 100} />
        </li>
      ))}
    </ul>
  );
}

/** The certificates recorded, newest quarter last as the database lists them. */
export function TdsCertificates({
  certificates,
}: {
  certificates: StaffCollectionsView["certificates"];
}) {
  if (certificates.length === 0) return <p className={EMPTY}>No certificates recorded yet.</p>;
  return (
    <ul className="divide-y rounded-2xl border" aria-label="TDS certificates received">
      {certificates.map((c) => (
        <li key={c.id} className="flex flex-wrap justify-between gap-3 p-4 text-sm">
          <span>
            {c.holder} · {c.quarter} · certificate {c.certificateNumber}
          </span>
          <span className="font-semibold tabular-nums">{formatInr(c.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
