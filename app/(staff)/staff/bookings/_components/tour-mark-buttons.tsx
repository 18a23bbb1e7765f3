"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import type { TourStatus } from "@/lib/tours/types";
import { Button } from "@/components/ui/button";

/** "Toured" / "No-show" on a tour; pressing the current one again puts it back to booked. */
export function TourMarkButtons({ id, status }: { id: string; status: TourStatus }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function mark(next: "toured" | "no-show") {
    setBusy(true);
    const answer = await postJson(`/api/staff/tours/${id}`, {
      status: status === next ? "booked" : next,
    });
    setBusy(false);
    if (!answer.ok) {
      toast.error("The tour was not updated", { description: answer.message });
      return;
    }
    toast.success("Tour updated");
    router.refresh();
  }

  return (
    <div className="flex gap-2">
      {(["toured", "no-show"] as const).map((next) => (
        <Button
          key={next}
          type="button"
          size="sm"
          variant={status === next ? "default" : "outline"}
          aria-pressed={status === next}
          disabled={busy}
          onClick={() => void mark(next)}
        >
          {next === "toured" ? "Toured" : "No-show"}
        </Button>
      ))}
    </div>
  );
}
