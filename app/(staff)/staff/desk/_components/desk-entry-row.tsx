"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import type { DeskEntry } from "./desk-entries";

const STATE_LABEL = { expected: "Expected", in: "In the building", left: "Left" } as const;

/** A person on the desk's lists, with "Check in" or "Check out" when one applies. */
export function DeskEntryRow({
  entry,
}: {
  entry: Pick<DeskEntry, "name" | "phone" | "detail"> & Partial<DeskEntry>;
}) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const action = entry.checkIn
    ? { url: entry.checkIn, label: "Check in", done: "checked in" }
    : entry.checkOut
      ? { url: entry.checkOut, label: "Check out", done: "checked out" }
      : null;

  async function act() {
    if (!action) return;
    setBusy(true);
    const answer = await postJson(action.url, {});
    setBusy(false);
    if (!answer.ok) {
      toast.error(`${entry.name} was not ${action.done}`, { description: answer.message });
    } else {
      toast.success(`${entry.name} is ${action.done}`);
    }
    router.refresh();
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="desk-entry">
      <div className="min-w-0">
        <p className="text-lg font-medium break-words">{entry.name}</p>
        <p className="text-muted-foreground text-sm break-words">
          {entry.detail}
          {entry.phone ? ` · ${entry.phone}` : ""}
          {entry.state ? ` · ${STATE_LABEL[entry.state]}` : ""}
        </p>
      </div>
      {action ? (
        <Button
          size="lg"
          className="h-12 min-w-32"
          variant={entry.checkIn ? "default" : "outline"}
          onClick={act}
          disabled={busy}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {action.label}
          <span className="sr-only"> {entry.name}</span>
        </Button>
      ) : null}
    </li>
  );
}
