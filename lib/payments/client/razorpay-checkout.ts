import type { PaymentProof, PaymentRequest } from "@/lib/payments/types";

/**
 * Razorpay Checkout in the browser: its script is loaded on the first payment only (never on a
 * page view), then opened for one order. Handlers, not a promise: after a failed attempt the
 * real checkout stays open and the member may pay on, so success can follow a failure.
 */
type RazorpayOrder = Extract<PaymentRequest, { method: "razorpay" }>;

type CheckoutHandlers = {
  onPaid: (proof: PaymentProof) => void;
  onFailed: (reason: string) => void;
  onDismissed: () => void;
};

type CheckoutInstance = {
  open(): void;
  on(event: "payment.failed", fn: (answer: unknown) => void): void;
};
type CheckoutConstructor = new (options: Record<string, unknown>) => CheckoutInstance;

const loading = new Map<string, Promise<CheckoutConstructor>>();

function loadCheckout(src: string): Promise<CheckoutConstructor> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<CheckoutConstructor>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => {
        const Razorpay = (window as { Razorpay?: CheckoutConstructor }).Razorpay;
        if (Razorpay) resolve(Razorpay);
        else reject(new Error("The payment window did not load."));
      };
      script.onerror = () => reject(new Error("The payment window could not be loaded."));
      document.head.append(script);
    });
    pending.catch(() => loading.delete(src));
    loading.set(src, pending);
  }
  return pending;
}

/** Razorpay's words for a failed attempt, e.g. "Payment was declined by the bank". */
function failureReason(answer: unknown): string {
  const error = (answer as { error?: { description?: unknown } } | null)?.error;
  return typeof error?.description === "string" && error.description
    ? error.description
    : "The payment did not go through.";
}

export async function openCheckout(
  order: RazorpayOrder,
  details: { name: string; description: string; prefill: { name?: string; email?: string } },
  handlers: CheckoutHandlers,
): Promise<void> {
  const Razorpay = await loadCheckout(order.checkoutScript);
  const checkout = new Razorpay({
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amount,
    currency: order.currency,
    name: details.name,
    description: details.description,
    prefill: details.prefill,
    handler: (answer: Record<string, string>) =>
      handlers.onPaid({
        orderId: answer.razorpay_order_id ?? order.orderId,
        paymentId: answer.razorpay_payment_id ?? "",
        signature: answer.razorpay_signature ?? "",
      }),
    modal: { ondismiss: handlers.onDismissed },
    // The window closes when the hold ends: no payment is started for a slot given back.
    ...(order.timeoutSeconds ? { timeout: order.timeoutSeconds } : {}),
  });
  checkout.on("payment.failed", (answer) => handlers.onFailed(failureReason(answer)));
  checkout.open();
}
