/**
 * Where Razorpay Checkout comes from and talks to: its script, the frames it opens and the
 * origins it calls. The Content-Security-Policy allows exactly these, and only on the pages with
 * a payment step. With RAZORPAY_BASE_URL (the tests' fake), all of it is that one origin.
 */
export type CheckoutSources = {
  script: string;
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
};

export function checkoutSources(baseUrl?: string): CheckoutSources {
  if (baseUrl) {
    const origin = new URL(baseUrl).origin;
    return {
      script: `${origin}/v1/checkout.js`,
      scriptSrc: [origin],
      frameSrc: [origin],
      connectSrc: [origin],
      imgSrc: [origin],
    };
  }
  return {
    script: "https://checkout.razorpay.com/v1/checkout.js",
    scriptSrc: ["https://checkout.razorpay.com"],
    frameSrc: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
    connectSrc: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
    imgSrc: ["https://cdn.razorpay.com"],
  };
}

/**
 * The pages with a payment step: the booking calculators, the day pass, the dashboard's retry and
 * a store order's page after checkout, and the prepaid packs' page.
 */
export const PAYMENT_PAGES = [
  "/meeting-rooms",
  "/podcast-studio",
  "/checkout",
  "/dashboard",
  "/success",
  "/packs",
];

/** Payment pages with an id in their path: moving a booking paid online to a dearer time (0110). */
export const PAYMENT_PAGE_PATTERNS: readonly RegExp[] = [/^\/dashboard\/bookings\/[^/]+\/move$/];
