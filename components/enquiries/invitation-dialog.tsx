"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { REQUEST_SENT_DESCRIPTION, requestSentTitle, SUCCESS_TOAST_MS } from "@/content/contact";
import { LIMITS } from "@/lib/validation/enquiry-rules";
import { lazySchema } from "@/lib/validation/lazy-schema";
import { Honeypot, TextField } from "./form-fields";
import { useApiForm } from "./use-api-form";

const invitationSchema = lazySchema(() =>
  import("@/lib/validation/enquiry").then((m) => m.invitationSchema),
);

const empty = { name: "", company: "", teamSize: "", email: "", phone: "", reason: "" };

/**
 * The request-an-invitation dialog (spec sections 2-4): stored, then closed with a toast.
 * Opened by `RequestInviteButton`, which loads this module on first use.
 */
export function InvitationDialog({
  open,
  onOpenChange: setOpen,
  page,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: string;
}) {
  const [values, setValues] = useState(empty);
  const [honeypot, setHoneypot] = useState("");
  const { errors, busy, submit, clearError, reset, formProps } = useApiForm(
    invitationSchema,
    "/api/enquiries",
  );

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(field);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await submit({ ...values, inquiryType: "Invitation", page, website: honeypot });
    if (!answer) return;
    if (!answer.ok) {
      toast.error("Your request was not sent", { description: answer.message });
      return;
    }
    setOpen(false);
    setValues(empty);
    toast.success(requestSentTitle("Invitation"), {
      description: REQUEST_SENT_DESCRIPTION,
      duration: SUCCESS_TOAST_MS,
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Request an Invitation</DialogTitle>
          <DialogDescription>
            Tell us a little about you and your team. We reply within one working day.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          {...formProps}
          noValidate
          className="relative grid gap-5 sm:grid-cols-2"
        >
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
            id="company"
            label="Company"
            autoComplete="organization"
            maxLength={LIMITS.company}
            value={values.company}
            onChange={set("company")}
            error={errors.company}
          />
          <TextField
            id="teamSize"
            label="Team size"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.teamSize}
            onChange={set("teamSize")}
            error={errors.teamSize}
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
            className="sm:col-span-2"
          />
          <TextField
            id="reason"
            label="Why would you like to join?"
            multiline
            maxLength={LIMITS.reason}
            value={values.reason}
            onChange={set("reason")}
            error={errors.reason}
            className="sm:col-span-2"
          />
          <Honeypot value={honeypot} onChange={setHoneypot} />
          <Button type="submit" disabled={busy} className="sm:col-span-2">
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Request an Invitation
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
