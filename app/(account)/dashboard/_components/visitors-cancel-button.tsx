"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** Cancels one guest's registration; their code stops working at once. */
export function VisitorsCancelButton({ id, name }: { id: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function cancel() {
    setBusy(true);
    const answer = await postJson(`/api/visitors/${id}/cancel`, {});
    setBusy(false);
    if (!answer.ok) {
      toast.error("We couldn't cancel this guest", { description: answer.message });
      return;
    }
    toast.success("Guest cancelled", { description: `${name}'s code no longer works.` });
    router.refresh();
  }

  return (
    <Button size="sm" variant="ghost" className="text-destructive" onClick={cancel} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {busy ? "Cancelling..." : "Cancel"}
      <span className="sr-only"> {name}&apos;s visit</span>
    </Button>
  );
}
