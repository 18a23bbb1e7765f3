"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { authoriseSubscription } from "@/components/memberships/subscription-checkout";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import type { AutopayState } from "@/lib/memberships/types";
import { site } from "@/lib/site";
import { toast } from "@/lib/toast";

const STATE_TEXT: Record<AutopayState["status"], string> = {
  off: "Off: you pay each invoice yourself.",
  pending: "Being set up: it starts once your bank confirms the mandate.",
  active: "On: each invoice is charged on its due date.",
};

/**
 * Autopay's state, and setting it up where it can be (payments online, at most ₹15,000 a month):
 * a Razorpay subscription whose mandate the member authorises in the checkout.
 */
export function MembershipAutopay({
  membershipId,
  autopay,
  holder,
}: {
  membershipId: string;
  autopay: AutopayState;
  holder: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function setUp() {
    setBusy(true);
    const answer = await postJson<{
      subscriptionId: string;
      keyId: string;
      checkoutScript: string;
    }>(`/api/memberships/${membershipId}/autopay`, {});
    if (!answer.ok) {
      setBusy(false);
      toast.error("We couldn't set up autopay", { description: answer.message });
      return;
    }
    const authorised = await authoriseSubscription(answer, {
      name: site.name,
      description: "Membership autopay",
    }).catch(() => false);
    setBusy(false);
    if (authorised) toast.success("Autopay set up", { description: STATE_TEXT.pending });
    else toast.error("Autopay not set up", { description: "Your invoices stay yours to pay." });
    router.refresh();
  }

  const canSetUp = holder && autopay.eligible && autopay.status === "off";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm" data-testid="membership-autopay">
        <span className="text-muted-foreground">Autopay: </span>
        {autopay.eligible || autopay.status !== "off"
          ? STATE_TEXT[autopay.status]
          : "Not available for this membership: pay each invoice from here or at the front desk."}
      </p>
      {canSetUp ? (
        <Button size="sm" variant="outline" onClick={() => void setUp()} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Set up autopay
        </Button>
      ) : null}
    </div>
  );
}
