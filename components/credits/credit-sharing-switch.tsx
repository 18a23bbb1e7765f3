"use client";

import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** The holder's switch: the company's seat users book with its plan credit, or not. */
export function CreditSharingSwitch({
  membershipId,
  shared,
}: {
  membershipId: string;
  shared: boolean;
}) {
  const [on, setOn] = useState(shared);
  const [busy, setBusy] = useState(false);

  async function change(share: boolean) {
    setBusy(true);
    const answer = await postJson(`/api/memberships/${membershipId}/credit-sharing`, { share });
    setBusy(false);
    if (!answer.ok) {
      toast.error("We couldn't change this", { description: answer.message });
      return;
    }
    setOn(share);
  }

  return (
    <div className="flex items-start gap-3">
      <Switch
        id="share-credit"
        checked={on}
        disabled={busy}
        onCheckedChange={(share) => void change(share)}
      />
      <div className="grid gap-0.5">
        <Label htmlFor="share-credit">Seat users may use this credit</Label>
        <p className="text-muted-foreground text-sm">
          When on, your seat users&apos; room bookings are paid from it first.
        </p>
      </div>
    </div>
  );
}
