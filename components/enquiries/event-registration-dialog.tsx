"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel } from "@/components/ui/dialog";
import { SUCCESS_TOAST_MS } from "@/content/contact";
import { lazySchema } from "@/lib/validation/lazy-schema";
import { TextField } from "@/components/ui/text-field";
import { bindField, Honeypot } from "./form-fields";
import { useApiForm } from "./use-api-form";

const eventRegistrationSchema = lazySchema(() =>
  import("@/lib/validation/enquiry").then((m) => m.eventRegistrationSchema),
);

export const REGISTERED_DESCRIPTION = "You're all set! We've sent a confirmation to your email.";
export const registeredTitle = (eventTitle: string) => `Registered for ${eventTitle}!`;

const empty = { name: "", email: "", phone: "" };

/**
 * The registration dialog for one upcoming event (spec sections 2-5), opened by
 * `RegisterEventButton`, which loads this module on first use.
 */
export function EventRegistrationDialog({
  eventId,
  eventTitle,
  open,
  onOpenChange: setOpen,
}: {
  eventId: string;
  eventTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState(empty);
  const [honeypot, setHoneypot] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const { errors, busy, submit, clearError, reset, formProps } = useApiForm(
    eventRegistrationSchema,
    "/api/event-registrations",
  );

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(field);
  };

  const field = (name: keyof typeof empty) => bindField(name, values, errors, set);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const answer = await submit({ ...values, eventId, website: honeypot });
    if (!answer) return;
    if (!answer.ok) {
      setNotice(answer.message);
      return;
    }
    setOpen(false);
    setValues(empty);
    toast.success(registeredTitle(eventTitle), {
      description: REGISTERED_DESCRIPTION,
      duration: SUCCESS_TOAST_MS,
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset();
          setNotice(null);
        }
      }}
    >
      <DialogPanel
        title={<>Register for {eventTitle}</>}
        description="Free for members and their guests. We'll email you the details."
      >
        <form onSubmit={onSubmit} {...formProps} noValidate className="relative grid gap-5">
          <TextField label="Name" required {...field("name")} />
          <TextField label="Email" required {...field("email")} />
          <TextField label="Phone" {...field("phone")} />
          <Honeypot value={honeypot} onChange={setHoneypot} />
          {notice ? (
            <p role="alert" className="bg-accent-soft rounded-lg p-3 text-sm">
              {notice}
            </p>
          ) : null}
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Register
          </Button>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
