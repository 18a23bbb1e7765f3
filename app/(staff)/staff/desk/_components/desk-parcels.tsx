"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PARCEL_TEXT } from "@/lib/visitors/parcel-rules";
import { DeskList } from "./desk-list";
import { DeskParcelLog } from "./desk-parcel-log";

/** A waiting parcel as the desk's list shows it (the page computes its age in club days). */
export type DeskParcel = {
  id: string;
  recipient: string;
  company?: string;
  carrier: string;
  description: string;
  age: string;
  photo?: string;
};

/** One waiting parcel: who it is for, how long it has waited, and "Collected" with who took it. */
function DeskParcelRow({ parcel }: { parcel: DeskParcel }) {
  const [collecting, setCollecting] = useState(false);
  const [collectedBy, setCollectedBy] = useState("");
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const inputId = `collected-by-${parcel.id}`;

  async function collect(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postJson(`/api/staff/parcels/${parcel.id}/collect`, { collectedBy });
    setBusy(false);
    if (!answer.ok) {
      toast.error("Not marked collected", { description: answer.message });
      return;
    }
    toast.success(PARCEL_TEXT.collected, {
      description: `${parcel.carrier} for ${parcel.recipient}`,
    });
    setCollecting(false);
    router.refresh();
  }

  return (
    <li className="grid gap-3 py-3" data-testid="desk-parcel" data-parcel-id={parcel.id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {parcel.photo ? (
            // A data URL from the database: next/image has nothing to optimise.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={parcel.photo}
              alt={`Label of the parcel for ${parcel.recipient}`}
              className="size-14 shrink-0 rounded-md object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-lg font-medium break-words">{parcel.recipient}</p>
            <p className="text-muted-foreground text-sm break-words">
              {parcel.carrier} · {parcel.description}
              {parcel.company ? ` · ${parcel.company}` : ""} · {parcel.age}
            </p>
          </div>
        </div>
        {collecting ? null : (
          <Button size="lg" className="h-12 min-w-32" onClick={() => setCollecting(true)}>
            Collected
            <span className="sr-only"> by {parcel.recipient}</span>
          </Button>
        )}
      </div>
      {collecting ? (
        <form onSubmit={collect} className="grid gap-2 sm:flex sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={inputId}>Collected by</Label>
            <Input
              id={inputId}
              autoFocus
              autoComplete="off"
              maxLength={120}
              value={collectedBy}
              onChange={(event) => setCollectedBy(event.target.value)}
              className="h-12"
            />
          </div>
          <Button type="submit" size="lg" className="h-12" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Mark collected
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="lg"
            className="h-12"
            onClick={() => setCollecting(false)}
          >
            Cancel
          </Button>
        </form>
      ) : null}
    </li>
  );
}

/** "Parcels waiting", oldest first, and the way to log a new one. */
export function DeskParcels({ parcels }: { parcels: DeskParcel[] }) {
  return (
    <div className="grid gap-3">
      <div className="flex justify-end">
        <DeskParcelLog />
      </div>
      <DeskList title="Parcels waiting" empty={PARCEL_TEXT.none} count={parcels.length}>
        {parcels.map((parcel) => (
          <DeskParcelRow key={parcel.id} parcel={parcel} />
        ))}
      </DeskList>
    </div>
  );
}
