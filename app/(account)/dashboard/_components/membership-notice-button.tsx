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
import { toast } from "@/lib/toast";

/**
 * The holder gives notice: the dialog says, before anything is sent, the end date the notice
 * period gives (worked out when the page was rendered), that the current period is not refunded
 * and what happens to the deposit. The server sets the date itself with its own clock.
 */
export function MembershipNoticeButton({
  membershipId,
  noticeDays,
  endDate,
}: {
  membershipId: string;
  noticeDays: number;
  endDate: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const router = useRouter();

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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Give notice
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Give notice on your membership?</DialogTitle>
          <DialogDescription>
            Monthly memberships need {noticeDays} days&apos; notice, as our terms say.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2 text-sm">
          <p className="font-medium" data-testid="notice-end-date">
            Your membership ends on {formatDateLabel(endDate)}.
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
