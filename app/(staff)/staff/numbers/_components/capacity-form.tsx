"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The owner sets the club's capacity in desk seats; the page's occupancy follows. */
export function CapacityForm({ seats }: { seats: number }) {
  const router = useRouter();
  const [value, setValue] = useState(String(seats));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/staff/numbers/capacity", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ seats: Number(value) }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          message?: string;
          fieldErrors?: Record<string, string>;
        } | null;
        setError(
          body?.fieldErrors?.seats ??
            body?.message ??
            "The capacity could not be saved. Try again.",
        );
        return;
      }
      router.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grid gap-1">
        <Label htmlFor="capacity-seats">Capacity in desk seats</Label>
        <Input
          id="capacity-seats"
          inputMode="numeric"
          className="w-32"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "capacity-error" : undefined}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        Save capacity
      </Button>
      {error ? (
        <p id="capacity-error" role="alert" className="text-destructive w-full text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
