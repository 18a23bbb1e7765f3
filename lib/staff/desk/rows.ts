import "server-only";
import type { DeskBooking } from "@/lib/staff/desk/types";

/** The columns the desk reads, as text where PGlite and PostgREST would differ (bigint, instants). */
export const DESK_COLUMNS = [
  "id",
  "kind",
  "resource",
  "quote",
  "date",
  "starts_at",
  "ends_at",
  "hours",
  "total_paise",
  "contact_name",
  "contact_email",
  "contact_phone",
  "status",
  "payment_status",
  "refund_paise",
  "checked_in_at",
  "checked_out_at",
] as const;

export type DeskRow = {
  id: string | null;
  kind: DeskBooking["kind"];
  resource: DeskBooking["resource"];
  quote: DeskBooking["quote"];
  date: string | Date | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  hours: number | null;
  total_paise: number | string;
  contact_name: string | null;
  contact_email: string;
  contact_phone: string | null;
  status: DeskBooking["status"];
  payment_status: DeskBooking["paymentStatus"];
  refund_paise: number | string | null;
  checked_in_at: string | Date | null;
  checked_out_at: string | Date | null;
};

const instant = (value: string | Date | null) =>
  value === null ? undefined : new Date(value).toISOString();
// PGlite gives a `date` as a Date at UTC midnight; PostgREST as `yyyy-mm-dd`.
const clubDate = (value: string | Date | null) =>
  value === null ? undefined : typeof value === "string" ? value : value.toISOString().slice(0, 10);

/**
 * The row a desk function returned, or null: a plpgsql function returning a row type answers a
 * row of nulls when it returned nothing (the booking was not in a state the action applies to).
 */
export function reshapeDeskRow(row: DeskRow | undefined | null): DeskBooking | null {
  if (!row?.id) return null;
  return {
    id: row.id,
    kind: row.kind,
    resource: row.resource,
    quote: row.quote,
    date: clubDate(row.date),
    startsAt: instant(row.starts_at),
    endsAt: instant(row.ends_at),
    hours: row.hours ?? undefined,
    totalPaise: Number(row.total_paise),
    contactName: row.contact_name ?? undefined,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone ?? undefined,
    status: row.status,
    paymentStatus: row.payment_status,
    refundPaise: row.refund_paise === null ? undefined : Number(row.refund_paise),
    checkedInAt: instant(row.checked_in_at),
    checkedOutAt: instant(row.checked_out_at),
  };
}
