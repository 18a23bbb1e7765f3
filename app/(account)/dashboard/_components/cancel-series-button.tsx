"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { postJson } from "@/lib/api-client";
import { CANCELLATION_TEXT, formatInr } from "@/lib/pricing";
import { toast } from "@/lib/toast";

type Props = {
  seriesId: string;
  title: string;
  /** Dates still ahead and booked. */
  count: number;
  /** Their refunds' sum if cancelled now, each by its own rule (the server works it out again). */
  refund: number;
};

/** Cancels every remaining date of a series after showing what they refund together. */
export function CancelSeriesButton({ seriesId, title, count, refund }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function confirm() {
    setBusy(true);
    const answer = await postJson<{ refunded: number }>(
      `/api/bookings/series/${seriesId}/cancel`,
      {},
    );
    setBusy(false);
    if (!answer.ok) {
      toast.error("We couldn't cancel these dates", { description: answer.message });
      return;
    }
    setOpen(false);
    toast.success("Remaining dates cancelled", {
      description: `${title}. Refund: ${formatInr(answer.refunded)}.`,
    });
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="text-destructive">
          Cancel remaining dates
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel the {count} remaining dates?</DialogTitle>
          <DialogDescription>{title}</DialogDescription>
        </DialogHeader>
        <div className="space-y-2 text-sm">
          <p className="font-medium" data-testid="cancel-series-refund">
            Refund if you cancel now: {formatInr(refund)}.
          </p>
          <p className="text-muted-foreground">
            Each date is refunded on its own. {CANCELLATION_TEXT.roomPolicy}
          </p>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep the dates</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {busy ? "Cancelling..." : "Yes, cancel them"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
