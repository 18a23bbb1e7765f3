"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
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
import {
  formatInr,
  quoteCancellation,
  type CancellableBooking,
  type CancellationQuote,
} from "@/lib/pricing";

type Props = { booking: CancellableBooking & { id: string; title: string; when: string } };

function refundText(terms: Extract<CancellationQuote, { cancellable: true }>): string {
  if (!terms.refund) return "No refund is due: nothing has been charged.";
  return `Refund if you cancel now: ${formatInr(terms.refund.amount)} (${terms.refund.percent}%).`;
}

/**
 * Cancels one booking after showing the refund the policy gives at this moment (worked out when
 * the dialog opens; the server works it out again when it cancels).
 */
export function CancelBookingButton({ booking }: Props) {
  const [open, setOpen] = useState(false);
  const [terms, setTerms] = useState<CancellationQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  function onOpenChange(next: boolean) {
    if (next) setTerms(quoteCancellation(booking, new Date()));
    setOpen(next);
  }

  async function confirm() {
    setBusy(true);
    const answer = await postJson<{ refund: { amount: number; percent: number } | null }>(
      `/api/bookings/${booking.id}/cancel`,
      {},
    );
    setBusy(false);
    if (!answer.ok) {
      toast.error("We couldn't cancel this booking", { description: answer.message });
      return;
    }
    setOpen(false);
    toast.success("Booking cancelled", {
      description: `${booking.title}, ${booking.when}.${answer.refund ? ` Refund: ${formatInr(answer.refund.amount)}.` : ""}`,
    });
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="text-destructive">
          Cancel booking
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {booking.title}, {booking.when}
          </DialogDescription>
        </DialogHeader>
        {terms?.cancellable ? (
          <div className="space-y-2 text-sm">
            <p className="font-medium" data-testid="cancel-refund">
              {refundText(terms)}
            </p>
            <p className="text-muted-foreground">{terms.policy}</p>
          </div>
        ) : (
          <p className="text-sm" data-testid="cancel-refund">
            {terms?.reason}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep booking</Button>
          </DialogClose>
          {terms?.cancellable ? (
            <Button variant="destructive" onClick={confirm} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {busy ? "Cancelling..." : "Yes, cancel it"}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
