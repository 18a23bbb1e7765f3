import "server-only";
import { getServerConfig } from "@/lib/config";
import { createDeskGateway } from "@/lib/payments/adapters/desk";
import { createRazorpayGateway } from "@/lib/payments/adapters/razorpay";
import type { PaymentGateway } from "@/lib/payments/port";

let gateway: PaymentGateway | undefined;

/** The one place that picks how payments are taken, reading the configuration once. */
export function getPaymentGateway(): PaymentGateway {
  if (gateway) return gateway;
  const { razorpay } = getServerConfig();
  gateway = razorpay ? createRazorpayGateway(razorpay) : createDeskGateway();
  return gateway;
}
