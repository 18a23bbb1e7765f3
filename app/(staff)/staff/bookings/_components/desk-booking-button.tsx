"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Dialog, DialogTrigger, DialogPanel } from "@/components/ui/dialog";
import { postJson } from "@/lib/api-client";
import { bookingTitle, describeWhen, formatInr } from "@/lib/pricing";
import { DESK_TEXT, deskTerms, type DeskTerms } from "@/lib/bookings/rules/desk-terms";
import type { DeskAction, DeskBooking } from "@/lib/bookings/desk/types";
import { toast } from "@/lib/toast";
import { DeskBookingActions } from "./desk-booking-actions";
import { DeskBookingDetails } from "./desk-booking-details";

const ACTIONS: Record<DeskAction, { path: string; done: string; failed: string }> = {
  "mark-paid": {
    path: "paid",
    done: "Marked paid at the desk",
    failed: "We couldn't mark this booking paid",
  },
  "mark-no-show": {
    path: "no-show",
    done: "Marked as a no-show",
    failed: "We couldn't mark this booking as a no-show",
  },
  cancel: { path: "cancel", done: "Booking cancelled", failed: "We couldn't cancel this booking" },
};

const nameOf = (booking: DeskBooking) => booking.contactName ?? booking.contactEmail;

/**
 * A booking in the day view: a button with the member's name that opens the booking, with the
 * desk's actions as they stand when it opens (the server checks each again when it is asked).
 */
export function DeskBookingButton({ booking }: { booking: DeskBooking }) {
  const [open, setOpen] = useState(false);
  const [terms, setTerms] = useState<DeskTerms | null>(null);
  const [busy, setBusy] = useState<DeskAction | null>(null);
  const router = useRouter();
  const title = bookingTitle(booking.quote);
  const when = describeWhen(booking);

  function onOpenChange(next: boolean) {
    if (next) setTerms(deskTerms(booking, new Date()));
    setOpen(next);
  }

  async function run(action: DeskAction) {
    const { path, done, failed } = ACTIONS[action];
    setBusy(action);
    const answer = await postJson<{ booking: DeskBooking }>(
      `/api/staff/bookings/${booking.id}/${path}`,
      {},
    );
    setBusy(null);
    if (!answer.ok) {
      toast.error(failed, { description: answer.message });
      return;
    }
    setOpen(false);
    const refund =
      action === "cancel" ? ` Refund: ${formatInr(answer.booking.refundPaise ?? 0)}.` : "";
    toast.success(done, { description: `${nameOf(booking)}: ${title}, ${when}.${refund}` });
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button
          type="button"
          data-testid="desk-booking"
          data-booking-id={booking.id}
          data-status={booking.status}
          className="bg-accent-soft text-foreground hover:bg-accent-soft/80 focus-visible:outline-ring flex w-full min-w-0 flex-col items-start rounded-lg px-2 py-1.5 text-left focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <span className="w-full truncate font-medium">{nameOf(booking)}</span>
          <span className="w-full truncate text-xs">
            {booking.startsAt ? DESK_TEXT.status[booking.status] : title}
            {" · "}
            {DESK_TEXT.payment[booking.paymentStatus]}
          </span>
        </button>
      </DialogTrigger>
      <DialogPanel
        title={nameOf(booking)}
        description={
          <>
            {title}, {when}
          </>
        }
        titleClassName="break-words"
      >
        <DeskBookingDetails booking={booking} />
        {terms ? (
          <DeskBookingActions terms={terms} busy={busy} onAction={(action) => void run(action)} />
        ) : null}
      </DialogPanel>
    </Dialog>
  );
}
