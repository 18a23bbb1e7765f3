"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatInr } from "@/lib/pricing";
import type { DeskTerms } from "@/lib/bookings/rules/desk-terms";
import type { DeskAction } from "@/lib/bookings/desk/types";

type Props = { terms: DeskTerms; busy: DeskAction | null; onAction: (action: DeskAction) => void };

const Spinner = () => <Loader2 className="animate-spin" aria-hidden />;

/**
 * The desk's actions that apply now. Cancelling asks first, with the refund the policy gives at
 * this moment, since the member is e-mailed and the slot freed at once.
 */
export function DeskBookingActions({ terms, busy, onAction }: Props) {
  const [confirming, setConfirming] = useState(false);
  const { cancellation } = terms;

  if (confirming && cancellation.cancellable) {
    return (
      <div className="bg-muted/60 mt-6 space-y-3 rounded-xl p-4 text-sm">
        <p className="font-medium" data-testid="desk-refund">
          {cancellation.refund
            ? `Refund under the policy: ${formatInr(cancellation.refund.amount)} (${cancellation.refund.percent}%).`
            : "No refund is due: nothing has been charged."}
        </p>
        <p className="text-muted-foreground">{cancellation.policy}</p>
        <p className="text-muted-foreground">
          The member is e-mailed that the booking is cancelled.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setConfirming(false)}
            disabled={!!busy}
          >
            Keep booking
          </Button>
          <Button
            variant="destructive"
            size="sm"
            onClick={() => onAction("cancel")}
            disabled={!!busy}
          >
            {busy === "cancel" ? <Spinner /> : null}
            {busy === "cancel" ? "Cancelling..." : "Yes, cancel it"}
          </Button>
        </div>
      </div>
    );
  }

  const none = !terms.canMarkPaid && !terms.canMarkNoShow && !cancellation.cancellable;
  return (
    <div className="mt-6 flex flex-wrap gap-2">
      {terms.canMarkPaid ? (
        <Button size="sm" onClick={() => onAction("mark-paid")} disabled={!!busy}>
          {busy === "mark-paid" ? <Spinner /> : null}
          Mark paid at the desk
        </Button>
      ) : null}
      {terms.canMarkNoShow ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onAction("mark-no-show")}
          disabled={!!busy}
        >
          {busy === "mark-no-show" ? <Spinner /> : null}
          Mark no-show
        </Button>
      ) : null}
      {cancellation.cancellable ? (
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          onClick={() => setConfirming(true)}
          disabled={!!busy}
        >
          Cancel booking
        </Button>
      ) : null}
      {none ? (
        <p className="text-muted-foreground text-sm">Nothing left to do for this booking.</p>
      ) : null}
    </div>
  );
}
