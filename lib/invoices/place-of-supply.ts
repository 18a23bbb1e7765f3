import { GST_STATES } from "@/lib/validation/states";
import { gstinStateCode, UTTAR_PRADESH_STATE_CODE } from "@/lib/validation/gstin";

/**
 * What the club supplies, as the IGST Act sorts supplies for their place of supply. The buyer's
 * GSTIN or address never decides it: a company registered in Delhi renting a desk in Noida is
 * still supplied in Uttar Pradesh.
 */
export type SupplyNature =
  /** The right to use the club's premises: desks, offices, virtual office, rooms, studio, day passes. */
  | { kind: "premises" }
  /** Admission to an event held at the club. */
  | { kind: "event" }
  /** Store goods: collected at the desk (no `deliveredTo`), or shipped to a state (its code). */
  | { kind: "goods"; deliveredTo?: string };

/** The club's premises (Lotus Business Park, Noida) are in Uttar Pradesh. */
export const PREMISES_STATE_CODE = UTTAR_PRADESH_STATE_CODE;

/**
 * The place of supply, as a GST state code, by the IGST Act 2017:
 * - s.12(3)(a)/(b): services by way of (the right to use) immovable property, including
 *   accommodation for business, are supplied where the property is: Uttar Pradesh (09);
 * - s.12(5): admission to an event is supplied where the event is held: the club, 09;
 * - s.10(1)(a)/(c): goods are supplied where their movement ends for delivery, or where the
 *   buyer takes them: collected at the desk, 09; shipped, the state they are shipped to.
 * The one place this is decided: every tax invoice, credit note and receipt takes it from here.
 */
export function placeOfSupply(nature: SupplyNature): string {
  if (nature.kind === "goods" && nature.deliveredTo) {
    if (!GST_STATES[nature.deliveredTo]) {
      throw new RangeError(`Not a GST state code: ${nature.deliveredTo}`);
    }
    return nature.deliveredTo;
  }
  return PREMISES_STATE_CODE;
}

/**
 * Intra-state (CGST + SGST) when the place of supply is the supplier's own state, inter-state
 * (IGST) otherwise: IGST Act s.8(1) and s.7(1).
 */
export function supplyKindOf(supplierGstin: string, place: string): "intra-state" | "inter-state" {
  return gstinStateCode(supplierGstin) === place ? "intra-state" : "inter-state";
}
