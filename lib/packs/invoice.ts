import "server-only";
import { buildInvoice } from "@/lib/invoices/build";
import { toInvoiceRecord } from "@/lib/invoices/record";
import { clubSupplier } from "@/lib/invoices/supplier";
import { SPACE_RENTAL } from "@/lib/invoices/tax-codes";
import type { PaymentBuyer } from "@/lib/payments";
import { formatDateLabel } from "@/lib/pricing";
import { PACKS } from "@/lib/pricing/packs";
import type { Pack } from "./types";

/**
 * A pack's tax invoice at sale: one line under SAC 997212 (the right to use the club's premises:
 * meeting rooms and the studio, or the lounge), taxed now, when the club is paid for named
 * services at one rate. Using its credit later is no new supply: this invoice taxed it.
 */
export function packInvoiceRecord(pack: Pack, buyer: PaymentBuyer) {
  const until = pack.validUntil ? `, valid until ${formatDateLabel(pack.validUntil)}` : "";
  const draft = buildInvoice({
    supplier: clubSupplier(),
    buyer: { name: pack.contactName ?? pack.contactEmail, ...buyer },
    nature: { kind: "premises" },
    lines: [
      {
        description: `Prepaid pack: ${PACKS[pack.product].name}${until}`,
        taxCode: SPACE_RENTAL,
        quantity: 1,
        taxableValue: pack.pricePaise,
        product: "packs",
      },
    ],
  });
  return {
    draft,
    record: toInvoiceRecord(draft, { subject: "pack", subjectId: pack.id, userId: pack.userId }),
  };
}
