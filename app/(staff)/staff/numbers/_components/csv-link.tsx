import { Download } from "lucide-react";
import type { NumbersTable } from "@/lib/insights";

/** A table's CSV download (the streamed route of lib/insights). */
export function CsvLink({ table }: { table: NumbersTable }) {
  return (
    <a
      href={`/api/staff/numbers/${table}.csv`}
      download
      className="text-accent inline-flex items-center gap-1.5 text-sm underline-offset-4 hover:underline"
    >
      <Download aria-hidden className="size-4" />
      CSV
    </a>
  );
}
