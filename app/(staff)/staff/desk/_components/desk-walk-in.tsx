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
import {
  VisitorContactFields,
  type VisitorContact,
} from "@/components/visitors/visitor-contact-fields";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import type { VisitorHost } from "@/lib/visitors/types";
import { DeskHostSearch } from "./desk-host-search";

const EMPTY: VisitorContact = { name: "", phone: "", email: "" };

/** A visitor nobody registered: the desk picks their host, signs them in, and the host is told. */
export function DeskWalkIn() {
  const [open, setOpen] = useState(false);
  const [host, setHost] = useState<VisitorHost | null>(null);
  const [values, setValues] = useState<VisitorContact>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postJson<{ visitor: { name: string } }>("/api/staff/visitors/walk-in", {
      ...values,
      hostId: host?.id ?? "",
      hostEmail: host?.email ?? "",
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {});
      toast.error("Walk-in not signed in", { description: answer.message });
      return;
    }
    toast.success(`${answer.visitor.name} is checked in`, {
      description: "Their host has been e-mailed.",
    });
    setOpen(false);
    setValues(EMPTY);
    setHost(null);
    setErrors({});
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" variant="outline" className="h-12">
          Walk-in visitor
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Walk-in visitor</DialogTitle>
          <DialogDescription>
            Find the member they are here to see, then sign them in.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DeskHostSearch host={host} onPick={setHost} error={errors.host ?? errors.hostId} />
          <VisitorContactFields
            idPrefix="walk-in"
            who="Visitor"
            values={values}
            errors={errors}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          />
          <Button type="submit" size="lg" className="h-12" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {busy ? "Checking in..." : "Check in"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
