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
import { formatDateLabel } from "@/lib/format";
import type { Membership } from "@/lib/memberships/types";
import { clubDatePlusDays } from "@/lib/pricing";
import { toast } from "@/lib/toast";

/** The policies' notice period (content/policies.ts, "Memberships and notice"). */
export const NOTICE_DAYS = 30;

/**
 * The holder gives notice: the dialog says, before anything is sent, the end date 30 days from
 * today, that the current period is not refunded and what happens to the deposit. The server
 * sets the date itself with its own clock.
 */
export function MembershipNoticeButton({ membershipId }: { membershipId: string }) {
  const [open, setOpen] = useState(false);
  const [endDate, setEndDate] = useState("");
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  function onOpenChange(next: boolean) {
    if (next) setEndDate(clubDatePlusDays(new Date(), NOTICE_DAYS));
    setOpen(next);
  }

  async function confirm() {
    setBusy(true);
    const answer = await postJson<{ membership: Membership }>(
      `/api/memberships/${membershipId}/notice`,
      {},
    );
    setBusy(false);
    if (!answer.ok) {
      toast.error("We couldn't record your notice", { description: answer.message });
      return;
    }
    setOpen(false);
    const end = answer.membership.endDate;
    toast.success("Notice given", {
      description: end ? `Your membership ends on ${formatDateLabel(end)}.` : undefined,
    });
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Give notice
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Give notice on your membership?</DialogTitle>
          <DialogDescription>
            Monthly memberships need {NOTICE_DAYS} days&apos; notice, as our terms say.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2 text-sm">
          <p className="font-medium" data-testid="notice-end-date">
            Your membership ends on {endDate ? formatDateLabel(endDate) : "…"}.
          </p>
          <p className="text-muted-foreground">
            There is no refund for the current billing cycle; your final invoice covers the days up
            to the end date. Your deposit is refunded within 30 days after the end, once access
            cards and keys are returned.
          </p>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep membership</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {busy ? "Sending..." : "Yes, give notice"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
