"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel } from "@/components/ui/dialog";
import { REQUEST_SENT_DESCRIPTION, requestSentTitle, SUCCESS_TOAST_MS } from "@/content/contact";
import { lazySchema } from "@/lib/validation/lazy-schema";
import { TextField } from "@/components/ui/text-field";
import { bindField, Honeypot } from "./form-fields";
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

  const field = (name: keyof typeof empty) => bindField(name, values, errors, set);

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
      <DialogPanel
        title="Request an Invitation"
        description="Tell us a little about you and your team. We reply within one working day."
        className="max-w-xl"
      >
        <form
          onSubmit={onSubmit}
          {...formProps}
          noValidate
          className="relative grid gap-5 sm:grid-cols-2"
        >
          <TextField label="Name" required {...field("name")} />
          <TextField label="Company" {...field("company")} />
          <TextField label="Team size" {...field("teamSize")} />
          <TextField label="Email" required {...field("email")} />
          <TextField label="Phone" className="sm:col-span-2" {...field("phone")} />
          <TextField
            label="Why would you like to join?"
            multiline
            className="sm:col-span-2"
            {...field("reason")}
          />
          <Honeypot value={honeypot} onChange={setHoneypot} />
          <Button type="submit" disabled={busy} className="sm:col-span-2">
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Request an Invitation
          </Button>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
