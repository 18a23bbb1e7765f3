import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { PRODUCTS, PRODUCT_LABELS, type OwnerNumbers } from "@/lib/insights/types";
import { paiseToRupees } from "@/lib/pricing/money";

/** The tables of the owner's numbers that download as CSV, by the file's name. */
export const NUMBERS_TABLES = ["occupancy", "rooms", "revenue", "mrr", "deposits"] as const;
export type NumbersTable = (typeof NUMBERS_TABLES)[number];

/** Rupees with two decimals, as the accountant's CSVs write them. */
const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/** Each table's header and rows (every cell is ours: numbers, dates and fixed labels). */
export function numbersTable(numbers: OwnerNumbers, table: NumbersTable): string[][] {
  switch (table) {
    case "occupancy":
      return [
        [
          "Month",
          "Counted on",
          "Dedicated desk seats",
          "Managed office seats",
          "Virtual offices",
          "Desk seats",
          "Capacity",
          "Occupancy %",
        ],
        ...numbers.occupancy.map((m) => [
          m.month,
          m.asOf,
          String(m.seatsByPlan["dedicated-desk"]),
          String(m.seatsByPlan["managed-office"]),
          String(m.seatsByPlan["virtual-office"]),
          String(m.deskSeats),
          String(numbers.capacity.seats),
          String(m.percent),
        ]),
      ];
    case "rooms":
      return [
        ["Week from", "Room", "Hours booked", "Hours open", "Use %"],
        ...numbers.rooms.map((w) => [
          w.week,
          w.resource,
          String(w.bookedHours),
          String(w.openHours),
          String(w.percent),
        ]),
      ];
    case "revenue":
      return [
        ["Month", ...PRODUCTS.map((p) => PRODUCT_LABELS[p]), "Total"],
        ...numbers.revenue.map((m) => [
          m.month,
          ...PRODUCTS.map((p) => rupees(m.byProduct[p])),
          rupees(m.total),
        ]),
      ];
    case "mrr":
      return [
        ["Month", "MRR", "New", "Expansion", "Contraction", "Churn", "Customers"],
        ...numbers.mrr.map((m) => [
          m.month,
          rupees(m.mrr),
          rupees(m.new),
          rupees(m.expansion),
          rupees(m.contraction),
          rupees(m.churn),
          String(m.customers),
        ]),
      ];
    case "deposits":
      return [
        ["Deposits", "Memberships", "Amount"],
        ["Held", String(numbers.deposits.held.count), rupees(numbers.deposits.held.amount)],
        [
          "Due back",
          String(numbers.deposits.refundDue.count),
          rupees(numbers.deposits.refundDue.amount),
        ],
      ];
  }
}

/** A table as a streamed CSV body (RFC 4180, CRLF), a row at a time. */
export function numbersCsvStream(rows: string[][]): ReadableStream<Uint8Array> {
  const csv = stringify({ record_delimiter: "windows" });
  Readable.from(rows).pipe(csv);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
