import "server-only";
import { buildInvoice } from "@/lib/invoices/build";
import { taxableOfInclusive } from "@/lib/invoices/gst";
import { toInvoiceRecord } from "@/lib/invoices/record";
import { clubSupplier } from "@/lib/invoices/supplier";
import { taxCodeOfProduct, VOUCHER } from "@/lib/invoices/tax-codes";
import type { PaymentBuyer } from "@/lib/payments";
import type { StoreOrder } from "@/lib/store/types";

/** Who a guest's invoice is made out to: a sale to a consumer needs no name (GST rule 46). */
const GUEST = "Customer";

/**
 * The tax invoice of a store order paid online: a line per product under its HSN code, its value
 * before GST worked back from the price (store prices include GST), and the round off that
 * brings the invoice to exactly what was paid. The gift card is the local catalogue's only
 * product without a code: a voucher, taxed when redeemed.
 */
export function storeOrderInvoiceRecord(order: StoreOrder, buyer: PaymentBuyer) {
  const draft = buildInvoice({
    supplier: clubSupplier(),
    buyer: { name: order.contact_email ?? GUEST, ...buyer },
    // The store does not ship: every order is collected at the club's desk.
    nature: { kind: "goods" },
    lines: order.lines.map((line) => {
      const taxCode = taxCodeOfProduct(line.product_id) ?? VOUCHER;
      const price = line.unit_price_cents * line.quantity;
      return {
        description: `${line.product_title} (${line.variant_title})`,
        taxCode,
        quantity: line.quantity,
        taxableValue: taxableOfInclusive(price, taxCode.gstPercent),
      };
    }),
    paid: order.total_cents,
  });
  return toInvoiceRecord(draft, {
    subject: "store-order",
    subjectId: order.id,
    userId: order.user_id ?? undefined,
  });
}
