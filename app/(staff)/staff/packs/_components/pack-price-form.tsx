"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/api-client";
import type { PackProduct } from "@/lib/pricing/packs";

/** The owner sets one pack's price before GST, in whole rupees. */
export function PackPriceForm({ product, rupees }: { product: PackProduct; rupees: number }) {
  const router = useRouter();
  const [value, setValue] = useState(String(rupees));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `pack-price-${product}-input`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await postJson("/api/staff/packs/prices", { product, rupees: value });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.fieldErrors?.rupees ?? answer.message);
      return;
    }
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grid gap-1">
        <Label htmlFor={id}>Price in rupees, before GST</Label>
        <Input
          id={id}
          inputMode="numeric"
          className="w-40"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        Save price
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive w-full text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
