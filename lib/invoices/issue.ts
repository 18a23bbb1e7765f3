import "server-only";
import {
  fromInvoiceRow,
  toInvoiceRecord,
  type InvoiceRow,
  type InvoiceSubject,
} from "@/lib/invoices/record";
import type { InvoiceDraft, InvoiceSeries, IssuedInvoice } from "@/lib/invoices/types";

/** The one call the embedded database (PGlite) and a Postgres client have in common. */
export type SqlClient = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

export type IssueInput = InvoiceSubject & {
  series: InvoiceSeries;
  /** The provider's payment id (an invoice) or refund id (a credit note). */
  paymentRef: string;
  issuedAt: Date;
  draft: InvoiceDraft;
  userId?: string;
  /** A credit note's original invoice. */
  creditNoteFor?: { id: string; number: string };
};

/**
 * Numbers and stores an invoice through public.issue_invoice() (0008_invoices.sql), which owns
 * the numbering. Issuing again for the same payment returns the invoice issued the first time.
 */
export async function issueInvoice(
  db: SqlClient,
  input: IssueInput,
): Promise<IssuedInvoice & { id: string }> {
  const record = toInvoiceRecord(input.draft, {
    subject: input.subject,
    subjectId: input.subjectId,
    userId: input.userId,
    creditNoteFor: input.creditNoteFor?.id,
  });
  const { rows } = await db.query<InvoiceRow>(
    "select * from public.issue_invoice($1, $2, $3, $4)",
    [input.series, input.paymentRef, input.issuedAt.toISOString(), JSON.stringify(record)],
  );
  const row = rows[0];
  if (!row) throw new Error("issue_invoice returned no row");
  return { id: row.id, ...fromInvoiceRow(row, input.creditNoteFor?.number) };
}
