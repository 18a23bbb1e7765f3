"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { postJson } from "@/lib/api-client";
import { bookingTitle, clubToday, formatInr, planBooking } from "@/lib/pricing";
import { DESK_SALE_TEXT, type DeskPaymentMethod } from "@/lib/bookings/rules/desk-sale";
import { toast } from "@/lib/toast";
import type { VisitorHost } from "@/lib/visitors/types";
import { DeskSaleBilling, NO_BILLING } from "./desk-sale-billing";
import { DeskSaleCustomer, NO_WALK_IN } from "./desk-sale-customer";
import { DeskSaleItem } from "./desk-sale-item";
import { DeskSalePayment, type UpiPayee } from "./desk-sale-payment";
import { saleRequest, type SaleRequest } from "./desk-sale-request";

/** The item's errors by field: the schema's (`item.date`) and the booking rules' (`date`). */
const itemErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace(/^item\./, ""), message]),
  );

/**
 * The desk sells a room, the studio or a day pass to a member or a walk-in, paid there and then.
 * The price shown is online booking's (planBooking); the server prices and checks it again.
 */
export function DeskSale({ upi }: { upi: UpiPayee }) {
  const [open, setOpen] = useState(false);
  const [customerType, setCustomerType] = useState<"member" | "walk-in">("walk-in");
  const [member, setMember] = useState<VisitorHost | null>(null);
  const [walkIn, setWalkIn] = useState(NO_WALK_IN);
  const [item, setItem] = useState<SaleRequest>(() =>
    saleRequest("day-pass", clubToday(new Date())),
  );
  const [method, setMethod] = useState<DeskPaymentMethod>("upi");
  const [reference, setReference] = useState("");
  const [billing, setBilling] = useState(NO_BILLING);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  const planned = planBooking(item, new Date());
  const amountPaise = planned.ok ? planned.booking.total : null;
  const note = planned.ok ? `${bookingTitle(planned.booking.quote)}, ${item.date}` : "";

  function reset() {
    setMember(null);
    setWalkIn(NO_WALK_IN);
    setItem(saleRequest("day-pass", clubToday(new Date())));
    setReference("");
    setBilling(NO_BILLING);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const customer =
      customerType === "member"
        ? { type: "member", id: member?.id ?? "", email: member?.email ?? "" }
        : { type: "walk-in", ...walkIn };
    const answer = await postJson<{ invoice: { number: string; total: number } | null }>(
      "/api/staff/sales",
      { item, customer, method, reference, ...billing },
    );
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {});
      toast.error("Not sold", { description: answer.message });
      return;
    }
    if (answer.invoice) {
      toast.success(`${DESK_SALE_TEXT.sold}: ${formatInr(answer.invoice.total)}`, {
        description: `Invoice ${answer.invoice.number}. ${DESK_SALE_TEXT.invoiceSent}`,
      });
    } else {
      // The member's room credit paid it all (issue 38): nothing to take, no invoice.
      toast.success(`${DESK_SALE_TEXT.sold}: ${formatInr(0)}`, {
        description: "Paid with credit.",
      });
    }
    setOpen(false);
    reset();
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" className="h-12">
          Sell
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Sell at the desk</DialogTitle>
          <DialogDescription>
            A day pass, a meeting room or the studio, paid here. The GST invoice is e-mailed.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DeskSaleCustomer
            type={customerType}
            onType={setCustomerType}
            member={member}
            onMember={setMember}
            walkIn={walkIn}
            onWalkIn={setWalkIn}
            errors={errors}
          />
          <DeskSaleItem value={item} onChange={setItem} errors={itemErrors(errors)} />
          <p className="text-lg font-semibold" role="status" data-testid="sale-total">
            {planned.ok
              ? `Total: ${formatInr(planned.booking.total)} (GST included)`
              : planned.message}
          </p>
          <DeskSalePayment
            method={method}
            onMethod={setMethod}
            reference={reference}
            onReference={setReference}
            amountPaise={amountPaise}
            note={note}
            upi={upi}
            error={errors.reference}
          />
          <DeskSaleBilling value={billing} onChange={setBilling} errors={errors} />
          <Button type="submit" size="lg" className="h-12" disabled={busy || !planned.ok}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {busy ? "Recording..." : "Record sale"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
