"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { postJson } from "@/lib/api-client";
import { formatDateLabel } from "@/lib/format";
import type { SeatChange } from "@/lib/memberships/seat-change-types";
import type { MembershipPlan } from "@/lib/memberships/types";
import { formatInr } from "@/lib/pricing";
import { toast } from "@/lib/toast";

export type SeatChangeFormProps = {
  membershipId: string;
  plan: MembershipPlan;
  seats: number;
  /** The deposit per seat (4 months' rent of one seat), for the top-up or refund shown. */
  depositPerSeat: number;
  /** The sizes the calculator offers an office; null for desks (any count 1-50). */
  officeSizes: readonly number[] | null;
  /** When fewer seats would start if asked today (the 1st after 30 days' notice). */
  decreaseFrom: string;
};

/** What the change asked would do, before it is asked. */
export function seatChangeEffect(props: SeatChangeFormProps, wanted: number): string | null {
  if (!Number.isInteger(wanted) || wanted < 1 || wanted === props.seats) return null;
  const deposit = formatInr(Math.abs(wanted - props.seats) * props.depositPerSeat);
  return wanted > props.seats
    ? `More seats start as soon as the club approves: an invoice for the rest of this billing period, and a deposit top-up of ${deposit}.`
    : `Fewer seats start on ${formatDateLabel(props.decreaseFrom)}, after 30 days' notice; ${deposit} of the deposit is refunded then.`;
}

/**
 * The holder asks for more or fewer seats; staff approve. An office keeps the calculator's sizes
 * (a choice of them), a desk any count from 1 to 50. A refusal shows its message by the field.
 */
export function SeatChangeForm(props: SeatChangeFormProps) {
  const { membershipId, seats, officeSizes } = props;
  const options = officeSizes?.filter((size) => size !== seats) ?? null;
  const [wanted, setWanted] = useState(String(options ? options[0] : seats + 1));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<SeatChange | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postJson<{ seatChange: SeatChange }>(
      `/api/memberships/${membershipId}/seat-changes`,
      { seats: Number(wanted) },
    );
    setBusy(false);
    if (!answer.ok) {
      setError(answer.fieldErrors?.seats ?? answer.message);
      return;
    }
    setError(undefined);
    setAsked(answer.seatChange);
    toast.success("Seat change asked", { description: "The club will approve it shortly." });
  }

  if (asked) {
    return (
      <p role="status" className="text-sm" data-testid="seat-change-asked">
        You asked for {asked.toSeats} seats. The club will approve it shortly.
      </p>
    );
  }
  const effect = seatChangeEffect(props, Number(wanted));
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3"
      aria-label="Change the number of seats"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {options ? (
          <Field id="seat-change-seats" label="Seats you want" error={error} className="sm:flex-1">
            <NativeSelect
              id="seat-change-seats"
              value={wanted}
              onChange={(event) => setWanted(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "seat-change-seats-error" : undefined}
            >
              {options.map((size) => (
                <option key={size} value={size}>
                  {size} seats
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : (
          <TextField
            id="seat-change-seats"
            label="Seats you want"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            className="sm:flex-1"
            value={wanted}
            onChange={(event) => setWanted(event.target.value)}
            error={error}
            required
          />
        )}
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy ? "Asking..." : "Ask for this change"}
        </Button>
      </div>
      {effect ? <p className="text-muted-foreground text-sm">{effect}</p> : null}
    </form>
  );
}
