/**
 * Razorpay Checkout for a subscription (autopay's mandate): opened with `subscription_id` where a
 * payment opens with `order_id` (lib/payments/client/razorpay-checkout.ts, which takes orders only).
 * The script is the same one, loaded on this click only.
 */
type SubscriptionCheckout = {
  subscriptionId: string;
  keyId: string;
  checkoutScript: string;
  mandate: "upi-card" | "emandate";
};

/**
 * Razorpay documents no subscription parameter that restricts its methods (they are the account's
 * Subscriptions settings); Checkout's `config.display.hide` does. A debit above ₹15,000 needs an
 * e-mandate, so UPI and cards are hidden; up to it, a UPI or card mandate, so e-mandate is.
 */
const HIDDEN_METHODS: Record<SubscriptionCheckout["mandate"], { method: string }[]> = {
  "upi-card": [{ method: "emandate" }],
  emandate: [{ method: "upi" }, { method: "card" }],
};
type Razorpay = new (options: Record<string, unknown>) => { open(): void };

function loadScript(src: string): Promise<Razorpay> {
  const loaded = (window as { Razorpay?: Razorpay }).Razorpay;
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => {
      const Razorpay = (window as { Razorpay?: Razorpay }).Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error("The payment window did not load."));
    };
    script.onerror = () => reject(new Error("The payment window could not be loaded."));
    document.head.append(script);
  });
}

/** Resolves true once the member authorised the mandate, false when they closed the window. */
export async function authoriseSubscription(
  subscription: SubscriptionCheckout,
  details: { name: string; description: string },
): Promise<boolean> {
  const Razorpay = await loadScript(subscription.checkoutScript);
  return new Promise((resolve) => {
    new Razorpay({
      key: subscription.keyId,
      subscription_id: subscription.subscriptionId,
      name: details.name,
      description: details.description,
      config: { display: { hide: HIDDEN_METHODS[subscription.mandate] } },
      handler: () => resolve(true),
      modal: { ondismiss: () => resolve(false) },
    }).open();
  });
}
