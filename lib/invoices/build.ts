import { splitGst } from "@/lib/invoices/gst";
import { placeOfSupply, supplyKindOf, type SupplyNature } from "@/lib/invoices/place-of-supply";
import { isValidGstin } from "@/lib/validation/gstin";
import type {
  Buyer,
  InvoiceDraft,
  InvoiceLineInput,
  Supplier,
  TaxLine,
} from "@/lib/invoices/types";
import { amountInWords } from "@/lib/invoices/words";
import type { Paise } from "@/lib/pricing/money";

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** `9%`, `2.5%`: half a whole rate, as the CGST and SGST lines print it. */
const halfRate = (percent: number) => `${percent / 2}%`;

/**
 * The figures of an invoice from its lines: GST per line (each tax rounded to the paisa on its
 * own), the tax summary grouped by rate, the total and the total in words. `paid`: the amount
 * the total must be (prices that include GST); the difference is the invoice's round off.
 * `nature`: what is supplied, which alone decides the place of supply (and so CGST + SGST or IGST).
 */
export function buildInvoice(input: {
  supplier: Supplier;
  buyer: Buyer;
  nature: SupplyNature;
  lines: InvoiceLineInput[];
  paid?: Paise;
}): InvoiceDraft {
  const { supplier, buyer } = input;
  if (input.lines.length === 0) throw new RangeError("An invoice has at least one line");
  // A GSTIN printed on a tax invoice must be one: refused rather than printed wrong.
  if (buyer.gstin && !isValidGstin(buyer.gstin)) {
    throw new RangeError(`Not a valid GSTIN: ${buyer.gstin}`);
  }
  const place = placeOfSupply(input.nature);
  const supply = supplyKindOf(supplier.gstin, place);
  const lines = input.lines.map((line) => {
    const tax = splitGst(line.taxableValue, line.taxCode.gstPercent, supply);
    const { cgst, sgst, igst } = tax;
    return { ...line, cgst, sgst, igst, total: line.taxableValue + cgst + sgst + igst };
  });
  const rates = [...new Set(lines.map((line) => line.taxCode.gstPercent))]
    .filter((rate) => rate > 0)
    .sort((a, b) => b - a);
  const taxLines: TaxLine[] = rates.flatMap((rate) => {
    const atRate = lines.filter((line) => line.taxCode.gstPercent === rate);
    if (supply === "inter-state") {
      return [{ label: `IGST @ ${rate}%`, amount: sum(atRate.map((l) => l.igst)) }];
    }
    return [
      { label: `CGST @ ${halfRate(rate)}`, amount: sum(atRate.map((l) => l.cgst)) },
      { label: `SGST @ ${halfRate(rate)}`, amount: sum(atRate.map((l) => l.sgst)) },
    ];
  });
  const linesTotal = sum(lines.map((line) => line.total));
  const total = input.paid ?? linesTotal;
  const roundOff = total - linesTotal;
  if (Math.abs(roundOff) > 99) {
    throw new RangeError(`The lines add up to ${linesTotal} paise, not the ${total} paid`);
  }
  return {
    supply,
    placeOfSupply: place,
    supplier,
    buyer,
    lines,
    taxLines,
    taxableValue: sum(lines.map((line) => line.taxableValue)),
    roundOff,
    total,
    amountInWords: amountInWords(total),
  };
}
