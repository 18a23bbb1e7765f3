"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { authoriseSubscription } from "@/components/memberships/subscription-checkout";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import { mandateExplanation } from "@/lib/memberships/mandate-rules";
import type { AutopayState, MembershipTerm } from "@/lib/memberships/types";
import { site } from "@/lib/site";
import { toast } from "@/lib/toast";

const STATE_TEXT: Record<AutopayState["status"], string> = {
  off: "Off: you pay each invoice yourself.",
  pending: "Being set up: it starts once your bank confirms the mandate.",
  active: "On: each invoice is charged on its due date.",
  retrying: "On, but the last debit failed: Razorpay is trying it again.",
  halted:
    "Stopped: your bank declined the debits. Pay the open invoice by its link below; you can set autopay up again.",
  cancelled: "Cancelled: nothing more is debited. Pay each invoice yourself.",
  completed: "Completed: every debit of the mandate was made. Pay each invoice yourself.",
};

/** A stopped mandate may be replaced by a new set-up; a pending or running one may not. */
const CAN_SET_UP: ReadonlySet<AutopayState["status"]> = new Set([
  "off",
  "halted",
  "cancelled",
  "completed",
]);

/**
 * Autopay's state, which mandate one debit calls for and why, and setting it up where it can be
 * (payments online, a running membership without an end date): a Razorpay subscription whose
 * mandate the member authorises in the checkout, showing only that mandate's methods.
 */
export function MembershipAutopay({
  membershipId,
  autopay,
  term,
  running,
  holder,
}: {
  membershipId: string;
  autopay: AutopayState;
  term: MembershipTerm;
  /** Active without an end date: autopay can be set up. */
  running: boolean;
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
      mandate: "upi-card" | "emandate";
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

  const canSetUp = holder && running && autopay.eligible && CAN_SET_UP.has(autopay.status);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="space-y-1">
        <p className="text-sm" data-testid="membership-autopay">
          <span className="text-muted-foreground">Autopay: </span>
          {autopay.eligible || autopay.status !== "off"
            ? STATE_TEXT[autopay.status]
            : "Not available for this membership: pay each invoice from here or at the front desk."}
        </p>
        <p className="text-muted-foreground text-xs" data-testid="membership-mandate">
          {mandateExplanation(autopay, term)}
        </p>
      </div>
      {canSetUp ? (
        <Button size="sm" variant="outline" onClick={() => void setUp()} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Set up autopay
        </Button>
      ) : null}
    </div>
  );
}
