import "server-only";
import type { Supplier } from "@/lib/invoices/types";
import {
  confirmPayment,
  createPayment,
  paymentMethod,
  type PaymentProof,
  type PaymentRequest,
} from "@/lib/payments";
import { clubToday } from "@/lib/pricing/club-time";
import { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
import { reshapeInvoice, type MembershipInvoiceRow } from "@/lib/memberships/rows";
import { settleMembershipPaymentWith } from "@/lib/memberships/settle-payment";
import type { MembershipStore } from "@/lib/memberships/store";
import type { MembershipInvoice } from "@/lib/memberships/types";

async function holdersUnpaidInvoice(
  store: MembershipStore,
  id: string,
  userId: string,
): Promise<MembershipInvoiceRow> {
  const row = await store.invoiceById(id);
  if (!row || row.holder_user_id !== userId) {
    throw new MembershipError("not_found", MEMBERSHIP_TEXT.invoiceNotFound);
  }
  if (row.status === "paid") throw new MembershipError("conflict", MEMBERSHIP_TEXT.alreadyPaid);
  if ((await store.byId(row.membership_id))?.status === "cancelled") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.cancelledNoPayment);
  }
  return row;
}

/** "Pay ₹… now": an order for the amount due (rent, GST and, first time, the deposit). */
export async function startInvoicePaymentWith(
  store: MembershipStore,
  id: string,
  userId: string,
): Promise<PaymentRequest> {
  const row = await holdersUnpaidInvoice(store, id, userId);
  const amount = Number(row.amount_due_paise);
  const receipt = `mi_${row.id}`;
  if (paymentMethod() === "desk") return { method: "desk", amount, receipt };
  const request = await createPayment({
    amount,
    receipt,
    notes: { membership_invoice: row.id, invoice_number: row.number ?? "" },
  });
  if (request.method === "razorpay") await store.setInvoiceOrder(row.id, request.orderId);
  return request;
}

/** The checkout's callback: the provider's captured payment of the amount due, settled once. */
export async function confirmInvoicePaymentWith(
  store: MembershipStore,
  id: string,
  proof: PaymentProof,
  userId: string,
  supplier: Supplier,
  now: Date,
): Promise<MembershipInvoice> {
  const row = await store.invoiceById(id);
  if (!row || row.holder_user_id !== userId || row.order_id !== proof.orderId) {
    throw new MembershipError("not_found", MEMBERSHIP_TEXT.invoiceNotFound);
  }
  let paymentId: string | undefined;
  if (row.status === "due") {
    const captured = await confirmPayment(proof, Number(row.amount_due_paise));
    await settleMembershipPaymentWith(store, supplier, captured, now);
    paymentId = captured.paymentId;
  }
  const settled = (await store.invoiceById(id)) ?? row;
  // The member's payment paid nothing (the membership was cancelled meanwhile): say it goes back.
  if (paymentId && settled.payment_reference !== paymentId) {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.paymentRefunded);
  }
  return reshapeInvoice(settled, clubToday(now));
}
