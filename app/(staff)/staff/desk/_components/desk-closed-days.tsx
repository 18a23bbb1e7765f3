"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { CLOSED_DAY_TEXT, closedDayLabel, type ClosedDay } from "@/lib/pricing";
import { DeskList } from "./desk-list";

/**
 * The club's closed days for the year ahead: staff add one (Diwali) or open one again. Bookings,
 * guests and tours are refused on them (0057).
 */
export function DeskClosedDays({ days }: { days: ClosedDay[] }) {
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function change(body: object, done: string) {
    setBusy(true);
    const answer = await postJson("/api/staff/closed-days", body);
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {});
      toast.error("Not changed", { description: answer.message });
      return false;
    }
    toast.success(done);
    setErrors({});
    router.refresh();
    return true;
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (await change({ date, reason }, CLOSED_DAY_TEXT.added)) {
      setDate("");
      setReason("");
    }
  }

  return (
    <DeskList title={CLOSED_DAY_TEXT.heading} empty={CLOSED_DAY_TEXT.none} count={days.length}>
      {days.map((day) => (
        <li key={day.date} className="flex flex-wrap items-center justify-between gap-3 py-2">
          <span>{closedDayLabel(day)}</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => change({ date: day.date, open: true }, CLOSED_DAY_TEXT.removed)}
          >
            Open again<span className="sr-only"> on {closedDayLabel(day)}</span>
          </Button>
        </li>
      ))}
      <li className="pt-3">
        <form
          onSubmit={add}
          noValidate
          className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end"
        >
          <TextField
            id="closed-date"
            label="Date"
            type="date"
            required
            value={date}
            error={errors.date}
            onChange={(event) => setDate(event.target.value)}
          />
          <TextField
            id="closed-reason"
            label="Why (for example Diwali)"
            required
            maxLength={80}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" size="lg" className="h-11" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Close the club
          </Button>
        </form>
      </li>
    </DeskList>
  );
}
