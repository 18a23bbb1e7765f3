/**
 * Desk sales (issue 39): how the desk is paid and what it says. Browser-safe. The same rules bind
 * in the database: 0056_desk_sales.sql's check on bookings.desk_payment.
 */
export const DESK_PAYMENT_METHODS = ["cash", "card", "upi"] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

export const DESK_PAYMENT_LABEL: Record<DeskPaymentMethod, string> = {
  cash: "Cash",
  card: "Card",
  upi: "UPI",
};

export const DESK_SALE_TEXT = {
  memberRequired: "Please choose the member, or sell to a walk-in.",
  methodRequired: "Please choose how they paid: cash, card or UPI.",
  referenceInvalid:
    "Please enter the payment's reference: the UPI transaction ID (UTR) or the card slip's number.",
  upiScan: "Ask them to scan this code with any UPI app, then type the UTR from their app.",
  sold: "Sold and paid",
  invoiceSent: "The GST invoice has been e-mailed.",
} as const;
