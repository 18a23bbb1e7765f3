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
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { COMMON_CARRIERS, PARCEL_PHOTO_MAX_CHARS, PARCEL_TEXT } from "@/lib/visitors/parcel-rules";
import type { VisitorHost } from "@/lib/visitors/types";
import { DeskHostSearch } from "./desk-host-search";
import { shrinkPhoto } from "./shrink-photo";

const EMPTY = { company: "", carrier: "", description: "" };

/** Logs a parcel or letter for a member; the member is e-mailed at once. */
export function DeskParcelLog() {
  const [open, setOpen] = useState(false);
  const [recipient, setRecipient] = useState<VisitorHost | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [photo, setPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  const field = (name: keyof typeof EMPTY) => ({
    id: `parcel-${name}`,
    value: values[name],
    error: errors[name],
    autoComplete: "off",
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function pickPhoto(file: File | undefined) {
    if (!file) return setPhoto(null);
    const shrunk = await shrinkPhoto(file, PARCEL_PHOTO_MAX_CHARS);
    setPhoto(shrunk);
    setErrors((current) => ({ ...current, photo: shrunk ? "" : PARCEL_TEXT.photoInvalid }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postJson<{ parcel: { carrier: string } }>("/api/staff/parcels", {
      ...values,
      recipientId: recipient?.id ?? "",
      recipientEmail: recipient?.email ?? "",
      ...(photo ? { photo } : {}),
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {});
      toast.error("Parcel not logged", { description: answer.message });
      return;
    }
    toast.success(PARCEL_TEXT.logged, { description: PARCEL_TEXT.memberTold });
    setOpen(false);
    setRecipient(null);
    setValues(EMPTY);
    setPhoto(null);
    setErrors({});
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" variant="outline" className="h-12">
          Log a parcel
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log a parcel</DialogTitle>
          <DialogDescription>
            Find the member it is for (or their company); they are e-mailed at once.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DeskHostSearch
            id="parcel-recipient"
            label="Recipient (member or company)"
            role="Recipient"
            host={recipient}
            onPick={setRecipient}
            error={errors.recipient ?? errors.recipientId}
          />
          <TextField label="Addressed to company" maxLength={200} {...field("company")} />
          <TextField
            label="Carrier"
            required
            maxLength={60}
            list="parcel-carriers"
            {...field("carrier")}
          />
          <datalist id="parcel-carriers">
            {COMMON_CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier} />
            ))}
          </datalist>
          <TextField
            label="Tracking number or description"
            required
            maxLength={200}
            {...field("description")}
          />
          <Field
            id="parcel-photo"
            label={
              <>
                Photo of the label{" "}
                <span className="text-muted-foreground font-normal">(optional)</span>
              </>
            }
            error={errors.photo || undefined}
          >
            <Input
              id="parcel-photo"
              type="file"
              accept="image/*"
              capture="environment"
              onChange={(event) => void pickPhoto(event.target.files?.[0])}
            />
          </Field>
          <Button type="submit" size="lg" className="h-12" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {busy ? "Logging..." : "Log parcel"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
