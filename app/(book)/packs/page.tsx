import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { PolicyList } from "@/components/booking/policy-list";
import { PageHero } from "@/components/marketing/section";
import { BuyPackForm } from "@/components/packs/buy-pack-form";
import { packPolicies } from "@/content/booking-policies";
import { getCurrentMember } from "@/lib/auth/member";
import { listPackPrices, PACK_TEXT } from "@/lib/packs";
import { paymentMethod } from "@/lib/payments";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Prepaid packs",
  description:
    "Buy 10 meeting-room hours or 5 day passes ahead, below list price, with a GST tax invoice: valid 90 days, used before you pay when you book.",
  path: "/packs",
});

/**
 * The packs' page: each pack at the owner's price today (so rendered per request), bought by a
 * signed-in member with payments online.
 */
export default async function PacksPage() {
  // Sold online only: at the front desk the page just says so.
  const online = paymentMethod() === "razorpay";
  const [prices, member] = await Promise.all([online ? listPackPrices() : [], getCurrentMember()]);
  return (
    <>
      <PageHero
        eyebrow="Plans & Booking"
        title="Prepaid packs"
        lead="Buy meeting-room hours or day passes ahead, below list. When you book, your pack pays first and you pay only the rest."
      />
      <div className="container-page space-y-10 pb-16 sm:pb-24">
        <div className="bg-card max-w-3xl rounded-2xl border p-6 sm:p-8">
          {!online ? (
            <p role="status">{PACK_TEXT.offline}</p>
          ) : member ? (
            <BuyPackForm prices={prices} />
          ) : (
            <p role="status">
              {PACK_TEXT.signIn}{" "}
              <Link
                href="/?auth=login&next=/packs"
                className="text-accent underline underline-offset-4"
              >
                Sign in
              </Link>
            </p>
          )}
        </div>
        <PolicyList policies={packPolicies} />
      </div>
    </>
  );
}
