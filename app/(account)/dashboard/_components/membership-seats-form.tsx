"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { callApi, postJson } from "@/lib/api-client";
import type { MembershipSeatsView, SeatUser } from "@/lib/memberships/types";
import { toast } from "@/lib/toast";

type Answer = { seatUsers: SeatUser[] };

/**
 * The holder's seat users: add by e-mail, remove. The database counts the seats; a refusal
 * (all taken, already seated) shows its message by the field and keeps the address typed.
 */
export function MembershipSeatsForm({ view }: { view: MembershipSeatsView }) {
  const [seatUsers, setSeatUsers] = useState(view.seatUsers);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | null>(null);
  const path = `/api/memberships/${view.membershipId}/seats`;
  const full = seatUsers.length >= view.seats;

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy("add");
    const answer = await postJson<Answer>(path, { email });
    setBusy(null);
    if (!answer.ok) {
      setError(answer.fieldErrors?.email ?? answer.message);
      return;
    }
    setError(undefined);
    setSeatUsers(answer.seatUsers);
    setEmail("");
    toast.success("Seat user added", { description: `${email.trim()} now has a seat.` });
  }

  async function remove(address: string) {
    setBusy(address);
    const answer = await callApi<Answer>(path, { method: "DELETE", body: { email: address } });
    setBusy(null);
    if (!answer.ok) {
      toast.error("We couldn't remove this seat user", { description: answer.message });
      return;
    }
    setSeatUsers(answer.seatUsers);
    toast.success("Seat user removed", { description: `${address}'s seat is free again.` });
  }

  return (
    <div className="space-y-4">
      <p className="text-muted-foreground text-sm" data-testid="seats-taken">
        {seatUsers.length} of {view.seats} {view.seats === 1 ? "seat" : "seats"} given to seat
        users. They see the membership, not its invoices.
      </p>
      {seatUsers.length === 0 ? (
        <p className="text-muted-foreground text-sm">No seat users yet.</p>
      ) : (
        <ul className="divide-y" aria-label="Seat users">
          {seatUsers.map((seat) => (
            <li key={seat.email} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-all">{seat.email}</p>
                <p className="text-muted-foreground text-xs">
                  {seat.signedIn ? "Signed in" : "Not signed in yet"}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                onClick={() => remove(seat.email)}
                disabled={busy !== null}
              >
                {busy === seat.email ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {busy === seat.email ? "Removing..." : "Remove"}
                <span className="sr-only"> {seat.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={add}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        aria-label="Add a seat user"
      >
        <TextField
          id="seat-user-email"
          label="Seat user's e-mail"
          type="email"
          className="sm:flex-1"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          required
          autoComplete="off"
          maxLength={254}
        />
        <Button type="submit" disabled={busy !== null || full}>
          {busy === "add" ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy === "add" ? "Adding..." : "Add seat user"}
        </Button>
      </form>
      {full ? (
        <p className="text-muted-foreground text-sm">
          Every seat is given. Remove a seat user to add another.
        </p>
      ) : null}
    </div>
  );
}
