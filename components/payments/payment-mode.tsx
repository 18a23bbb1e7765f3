"use client";

import { createContext, useContext, type ReactNode } from "react";

export type PaymentMode = "razorpay" | "desk";

const PaymentModeContext = createContext<PaymentMode>("desk");

/** How bookings on this page are paid, as the server's configuration says (lib/payments). */
export function PaymentModeProvider({
  mode,
  children,
}: {
  mode: PaymentMode;
  children: ReactNode;
}) {
  return <PaymentModeContext value={mode}>{children}</PaymentModeContext>;
}

export const usePaymentMode = () => useContext(PaymentModeContext);
