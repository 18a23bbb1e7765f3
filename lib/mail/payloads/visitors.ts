import { z } from "@/lib/zod";
import { parcelRecord } from "@/lib/visitors/parcel-record";
import { visitorRecord } from "@/lib/visitors/record";

/** register_visitor (0034_visitors.sql): the guest, their code, and who this copy is for. */
export const visitorPass = z
  .object({
    visitor: visitorRecord,
    code: z.string().regex(/^\d{6}$/),
    for: z.enum(["host", "guest"]),
  })
  .transform(({ visitor, code, for: recipient }) => ({ visitor, code, for: recipient }));

/** staff_check_in_visitor and staff_register_walk_in: the visitor who has arrived. */
export const visitorArrived = z.object({ visitor: visitorRecord });

/** staff_log_parcel (0055_parcels.sql): the parcel waiting for the member. */
export const parcelArrived = z.object({ parcel: parcelRecord });
