"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** Hands an order over: it leaves the list once the server has recorded it. */
export function MarkCollectedButton({ id, reference }: { id: string; reference: string }) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function collect() {
    setBusy(true);
    const answer = await postJson(`/api/staff/orders/${id}/collected`, {});
    setBusy(false);
    if (!answer.ok) {
      toast.error("We couldn't mark this order collected", { description: answer.message });
      return;
    }
    toast.success("Order collected", { description: reference });
    router.refresh();
  }

  return (
    <Button size="sm" variant="outline" onClick={() => void collect()} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {busy ? "Saving..." : "Mark collected"}
      <span className="sr-only"> {reference}</span>
    </Button>
  );
}
