import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { clubIsoInstant } from "@/lib/pricing/club-time";
import { LEAD_TYPE_LABELS, type Lead } from "@/lib/staff/types";
import { neutraliseFormula } from "@/lib/csv-cell";

export { neutraliseFormula };

export const LEAD_CSV_COLUMNS = [
  "Received",
  "Type",
  "Detail",
  "Name",
  "Email",
  "Phone",
  "Company",
  "Message",
  "Page",
  "Status",
  "Lost reason",
  "Assignee",
  "Follow up on",
] as const;

function leadRecord(lead: Lead, assignees: ReadonlyMap<string, string>): string[] {
  const cells = [
    clubIsoInstant(new Date(lead.createdAt)),
    LEAD_TYPE_LABELS[lead.type],
    lead.detail,
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.message,
    lead.page,
    lead.status,
    lead.lostReason,
    lead.assignee ? (assignees.get(lead.assignee) ?? lead.assignee) : null,
    lead.followUpOn,
  ];
  return cells.map((cell) => neutraliseFormula(cell ?? ""));
}

/**
 * Leads as an RFC 4180 CSV (CRLF line ends, quotes doubled, a header row), UTF-8 with a BOM so
 * Excel reads it as UTF-8, streamed: rows are pulled from `leads` only as fast as they are sent.
 */
export function leadsCsvStream(
  leads: AsyncIterable<Lead>,
  assignees: ReadonlyMap<string, string>,
): ReadableStream<Uint8Array> {
  const records = Readable.from(
    (async function* () {
      for await (const lead of leads) yield leadRecord(lead, assignees);
    })(),
  );
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...LEAD_CSV_COLUMNS],
    record_delimiter: "windows",
  });
  records.on("error", (error) => csv.destroy(error));
  return Readable.toWeb(records.pipe(csv)) as ReadableStream<Uint8Array>;
}
