"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { callApi, postJson } from "@/lib/api-client";
import type { CompanyAccountView } from "@/lib/memberships/company/types";
import { toast } from "@/lib/toast";

type Admin = CompanyAccountView["admins"][number];

/**
 * The holder's company admins: up to 3 of the seat users (signed in, so bound to an account),
 * each removable. Admins change the company setting and see the team's use.
 */
export function CompanyAdminsForm({
  membershipId,
  admins: initial,
  candidates,
  max,
}: {
  membershipId: string;
  admins: Admin[];
  /** Seat users who have signed in: the ones who can be named. */
  candidates: string[];
  max: number;
}) {
  const [admins, setAdmins] = useState(initial);
  const choices = candidates.filter((email) => !admins.some((a) => a.email === email));
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const path = `/api/memberships/${membershipId}/admins`;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!email) return;
    setBusy("add");
    const answer = await postJson<{ admins: Admin[] }>(path, { email });
    setBusy(null);
    if (!answer.ok) {
      toast.error("We couldn't name this admin", { description: answer.message });
      return;
    }
    setAdmins(answer.admins);
    setEmail("");
    toast.success("Company admin named", { description: `${email} is a company admin.` });
  }

  async function remove(address: string) {
    setBusy(address);
    const answer = await callApi<{ admins: Admin[] }>(path, {
      method: "DELETE",
      body: { email: address },
    });
    setBusy(null);
    if (!answer.ok) {
      toast.error("We couldn't remove this admin", { description: answer.message });
      return;
    }
    setAdmins(answer.admins);
    toast.success("Company admin removed", { description: `${address} keeps their seat.` });
  }

  return (
    <div className="space-y-3">
      <p className="text-muted-foreground text-sm">
        You, and up to {max} seat users you name, let the team book on the company and see its use.
      </p>
      {admins.length > 0 ? (
        <ul className="divide-y" aria-label="Company admins">
          {admins.map((admin) => (
            <li
              key={admin.email}
              className="flex flex-wrap items-center justify-between gap-3 py-2"
            >
              <span className="font-medium break-all">{admin.email}</span>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                onClick={() => remove(admin.email)}
                disabled={busy !== null}
              >
                Remove<span className="sr-only"> {admin.email} as admin</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {admins.length < max && choices.length > 0 ? (
        <form
          onSubmit={add}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-label="Name a company admin"
        >
          <label className="grid gap-1.5 text-sm font-medium sm:flex-1" htmlFor="company-admin">
            Seat user
            <NativeSelect
              id="company-admin"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            >
              <option value="">Choose a seat user</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button type="submit" disabled={busy !== null || !email}>
            {busy === "add" ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Make admin
          </Button>
        </form>
      ) : null}
    </div>
  );
}
