"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";

type Props = {
  /** The button that opens it; `for` names what it acts on, for screen readers. */
  trigger: { label: string; for: string; variant?: "outline" | "ghost" };
  title: string;
  description: string;
  submit: { label: string; busyLabel: string; destructive?: boolean };
  url: string;
  body: () => unknown;
  done: string;
  /** The fields; their errors come from the route's `fieldErrors`. */
  children: (errors: Record<string, string>) => ReactNode;
};

/**
 * A staff action on a membership or an invoice, asked in a dialog with its fields: what is typed
 * stays when the server refuses it, and its messages show beside the fields.
 */
export function StaffActionDialog({
  trigger,
  title,
  description,
  submit,
  url,
  body,
  done,
  children,
}: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const router = useRouter();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    const answer = await postJson(url, body());
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {});
      setFailure(answer.message);
      return;
    }
    setOpen(false);
    toast.success(done, { description: trigger.for });
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={trigger.variant ?? "outline"}>
          {trigger.label}
          <span className="sr-only"> {trigger.for}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={send} noValidate className="grid gap-4">
          {children(errors)}
          {failure ? (
            <p role="alert" className="text-destructive text-sm font-medium">
              {failure}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Close
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={submit.destructive ? "destructive" : "default"}
              disabled={busy}
            >
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {busy ? submit.busyLabel : submit.label}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
