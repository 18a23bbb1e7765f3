"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
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
import { SUCCESS_TOAST_MS } from "@/content/contact";
import { eventRegistrationSchema, LIMITS } from "@/lib/validation/enquiry";
import { Honeypot, TextField } from "./form-fields";
import { useApiForm } from "./use-api-form";

export const REGISTERED_DESCRIPTION = "You're all set! We've sent a confirmation to your email.";
export const registeredTitle = (eventTitle: string) => `Registered for ${eventTitle}!`;

const empty = { name: "", email: "", phone: "" };

/** 'Register Now' for one upcoming event: the registration dialog (spec sections 2-5). */
export function RegisterEventButton({
  eventId,
  eventTitle,
}: {
  eventId: string;
  eventTitle: string;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [honeypot, setHoneypot] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const { errors, busy, submit, clearError, reset } = useApiForm(
    eventRegistrationSchema,
    "/api/event-registrations",
  );

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(field);
  };

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
      <DialogTrigger asChild>
        <Button aria-label={`Register Now: ${eventTitle}`}>Register Now</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Register for {eventTitle}</DialogTitle>
          <DialogDescription>
            Free for members and their guests. We&apos;ll email you the details.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="relative grid gap-5">
          <TextField
            id="name"
            label="Name"
            required
            autoComplete="name"
            maxLength={LIMITS.name}
            value={values.name}
            onChange={set("name")}
            error={errors.name}
          />
          <TextField
            id="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={LIMITS.email}
            value={values.email}
            onChange={set("email")}
            error={errors.email}
          />
          <TextField
            id="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
            value={values.phone}
            onChange={set("phone")}
            error={errors.phone}
          />
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
      </DialogContent>
    </Dialog>
  );
}
