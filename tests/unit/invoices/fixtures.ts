import { buildInvoice } from "@/lib/invoices/build";
import { SPACE_RENTAL } from "@/lib/invoices/tax-codes";
import type { Buyer, InvoiceLineInput, Supplier } from "@/lib/invoices/types";

/** The club as a test's invoices name it: the site's placeholder GSTIN (Uttar Pradesh). */
export const CLUB: Supplier = {
  legalName: "Lotus Club Workspaces Pvt. Ltd.",
  address: "Lotus Business Park, Sector 127, Noida, Uttar Pradesh 201313, India",
  gstin: "09AADCL4821K1ZC",
};

/** A buyer's GSTIN from Maharashtra (state 27): a well-known valid example. */
export const MAHARASHTRA_GSTIN = "27AAPFU0939F1ZV";

/** A company registered in Delhi (state 07): the out-of-state recipient. */
export const DELHI_GSTIN = "07AAACD1234E1ZB";

/** 3 hours of the 4-seater meeting room: ₹1,800 before GST. */
export const MEETING_ROOM_LINE: InvoiceLineInput = {
  description: "4-Seater Meeting Room, 3 hours, 2 December 2026, 10:00 AM-1:00 PM",
  taxCode: SPACE_RENTAL,
  quantity: 1,
  taxableValue: 180_000,
};

export const meetingRoomInvoice = (buyer: Buyer = { name: "Asha Verma" }) =>
  buildInvoice({ supplier: CLUB, buyer, nature: { kind: "premises" }, lines: [MEETING_ROOM_LINE] });
