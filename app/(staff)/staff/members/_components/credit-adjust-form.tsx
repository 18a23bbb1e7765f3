"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** Staff add or take away room credit (rupees, signed) with a reason, kept in the ledger. */
export function CreditAdjustForm({ membershipId }: { membershipId: string }) {
  const router = useRouter();
  const [rupees, setRupees] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postJson(`/api/staff/memberships/${membershipId}/credit`, {
      rupees: Number(rupees),
      reason,
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? { rupees: answer.message });
      return;
    }
    setErrors({});
    setRupees("");
    setReason("");
    toast.success("Credit adjusted");
    router.refresh();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Adjust room credit">
      <h2 className="font-sans text-lg font-semibold">Adjust</h2>
      <TextField
        id="credit-rupees"
        label="Amount in rupees (negative to take away)"
        inputMode="decimal"
        value={rupees}
        onChange={(e) => setRupees(e.target.value)}
        error={errors.rupees}
      />
      <TextField
        id="credit-reason"
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Saving..." : "Save adjustment"}
      </Button>
    </form>
  );
}
