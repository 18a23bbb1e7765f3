import "server-only";
import type { MembershipInvoiceRow } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";

/** Invoices fetched per round trip while exporting: memory holds one page, whatever the total. */
export const INVOICE_EXPORT_PAGE = 500;

/** A row's `issued_at` as the instant the next page starts after (text or a driver's Date). */
const instantOf = (value: MembershipInvoiceRow["issued_at"]) =>
  typeof value === "string" ? value : new Date(value).toISOString();

/**
 * Every membership invoice issued from `from` to `to` (club dates), oldest first, fetched a
 * keyset page at a time (0060's membership_invoices_page): the next page is asked for only
 * when the CSV has sent the last one, so a slow download holds one page, not three years.
 */
export async function* streamInvoicesIssued(
  store: MembershipStore,
  from: string,
  to: string,
  pageSize: number = INVOICE_EXPORT_PAGE,
): AsyncGenerator<MembershipInvoiceRow> {
  let after: { issuedAt: string; number: string } | null = null;
  for (;;) {
    const page = await store.invoicesPage(from, to, after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { issuedAt: instantOf(last.issued_at), number: last.number ?? "" };
  }
}
