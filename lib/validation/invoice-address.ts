import { GST_STATES } from "@/lib/validation/states";
import { gstinStateCode } from "@/lib/validation/gstin";

/**
 * The billing address a buyer with a GSTIN gives at checkout (a booking, a store order): CGST
 * rule 46(e) asks a registered recipient's address and its state with the code, so the tax
 * invoice can name them. Without a GSTIN nothing is asked. Pure: the form and the server check
 * alike.
 */

export const INVOICE_ADDRESS_MAX = 500;

export const INVOICE_ADDRESS_MESSAGES = {
  addressRequired: "Enter your company's billing address: a tax invoice to a GSTIN names it.",
  addressTooLong: `Please keep the billing address under ${INVOICE_ADDRESS_MAX} characters.`,
  stateRequired: "Choose the state of the billing address.",
  stateMismatch: (code: string) =>
    `This GSTIN is registered in ${GST_STATES[code] ?? code} (code ${code}): choose that state, or check the GSTIN.`,
} as const;

export type InvoiceAddressInput = {
  billingGstin?: string;
  billingAddress?: string;
  billingState?: string;
};

/**
 * What is wrong with a GSTIN buyer's address, by field (empty when nothing is). The state must be
 * the GSTIN's own: its first two digits are the code of the state it is registered in.
 */
export function invoiceAddressErrors(input: InvoiceAddressInput): Record<string, string> {
  const gstin = input.billingGstin?.trim().toUpperCase();
  if (!gstin) return {};
  const errors: Record<string, string> = {};
  const address = input.billingAddress?.trim() ?? "";
  if (!address) errors.billingAddress = INVOICE_ADDRESS_MESSAGES.addressRequired;
  else if (address.length > INVOICE_ADDRESS_MAX) {
    errors.billingAddress = INVOICE_ADDRESS_MESSAGES.addressTooLong;
  }
  const state = input.billingState?.trim() ?? "";
  if (!(state in GST_STATES)) errors.billingState = INVOICE_ADDRESS_MESSAGES.stateRequired;
  else if (gstinStateCode(gstin) !== state) {
    errors.billingState = INVOICE_ADDRESS_MESSAGES.stateMismatch(gstinStateCode(gstin));
  }
  return errors;
}

/**
 * Who a checkout's tax invoice names beyond the member: the company and GSTIN, and with a GSTIN
 * its billing address and state. An address given without a GSTIN is not kept (nothing asked it).
 */
export function invoiceBuyerOf(values: {
  billingCompany?: string;
  billingGstin?: string;
  billingAddress?: string;
  billingState?: string;
}): { company?: string; gstin?: string; address?: string; stateCode?: string } {
  const { billingCompany: company, billingGstin: gstin } = values;
  if (!gstin) return { company, gstin };
  return { company, gstin, address: values.billingAddress, stateCode: values.billingState };
}
