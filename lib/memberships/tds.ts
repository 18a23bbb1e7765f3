import type { Paise } from "@/lib/pricing/money";

/**
 * TDS on rent, pure. A company renting a desk or an office may deduct income tax at source
 * (section 194-I of the Income-tax Act 1961; section 393 of the Income-tax Act 2025 from April
 * 2026) and pay the net. It is reckoned on the rent before GST (CBDT circular 23/2017), never on
 * the GST or the deposit, and certified quarterly on Form 16A.
 */

/** The usual rate on rent of land or buildings: 10 %, in basis points. */
export const TDS_RENT_RATE_BP = 1000;
/** The highest rate staff may set: 20 %, the rate without the club's PAN. */
export const TDS_MAX_RATE_BP = 2000;

/** What the deductor keeps back from an invoice's rent, to the nearest paisa. */
export const tdsOf = (rent: Paise, rateBp: number): Paise => Math.round((rent * rateBp) / 10_000);

/** A rate as printed: 1000 → "10 %", 750 → "7.5 %". */
export const tdsRateLabel = (rateBp: number) => `${rateBp / 100} %`;

/**
 * The quarter of the Indian financial year of a club date, as Form 16A names it: April to June is
 * Q1, January to March Q4 of the year that began the April before. "2027-01-05" → "2026-27 Q4".
 */
export function tdsQuarterOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= 4 ? year : year - 1;
  const quarter = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")} Q${quarter}`;
}

export type TdsDeduction = { membershipId: string; holder: string; issuedOn: string; tds: Paise };
export type TdsCertificateRecord = { membershipId: string; quarter: string; amount: Paise };

/** One membership's TDS of one quarter not yet certified: deducted − certified, when above 0. */
export type TdsOutstanding = {
  membershipId: string;
  holder: string;
  quarter: string;
  deducted: Paise;
  certified: Paise;
  outstanding: Paise;
};

/**
 * TDS receivable outstanding, by membership and quarter: what was kept back from paid invoices
 * of that quarter less the certificate received for it. Oldest quarter first.
 */
export function tdsOutstanding(
  deductions: TdsDeduction[],
  certificates: TdsCertificateRecord[],
): TdsOutstanding[] {
  const rows = new Map<string, TdsOutstanding>();
  for (const d of deductions) {
    const quarter = tdsQuarterOf(d.issuedOn);
    const key = `${d.membershipId}|${quarter}`;
    const row = rows.get(key) ?? {
      membershipId: d.membershipId,
      holder: d.holder,
      quarter,
      deducted: 0,
      certified: 0,
      outstanding: 0,
    };
    row.deducted += d.tds;
    rows.set(key, row);
  }
  for (const c of certificates) {
    const row = rows.get(`${c.membershipId}|${c.quarter}`);
    if (row) row.certified += c.amount;
  }
  return [...rows.values()]
    .map((row) => ({ ...row, outstanding: row.deducted - row.certified }))
    .filter((row) => row.outstanding > 0)
    .sort((a, b) => a.quarter.localeCompare(b.quarter) || a.holder.localeCompare(b.holder));
}
