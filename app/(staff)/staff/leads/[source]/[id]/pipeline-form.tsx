"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2, RotateCw } from "lucide-react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { callApi } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { LEAD_STATUSES, STAFF_MESSAGES, type Lead, type StaffMember } from "@/lib/staff/types";
import type { LeadChangeInput } from "@/lib/staff/lead-change-schema";

/**
 * Where the lead stands: status (a lost lead needs a reason), assignee, follow-up date and a note.
 * Saves from the version it was loaded with; if someone saved in between, the server refuses and
 * this says who, keeping what was typed. The page keys it by version, so a reload starts afresh.
 */
export function PipelineForm({ lead, team }: { lead: Lead; team: StaffMember[] }) {
  const router = useRouter();
  // Disabled until hydrated: React would reset a status chosen before then.
  const hydrated = useHydrated();
  const [values, setValues] = useState({
    status: lead.status,
    lostReason: lead.lostReason ?? "",
    assignee: lead.assignee ?? "",
    followUpOn: lead.followUpOn ?? "",
    note: "",
  });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setConflict(null);
    const body: LeadChangeInput = {
      version: lead.version,
      status: values.status,
      lostReason: values.status === "lost" ? values.lostReason : null,
      assignee: values.assignee || null,
      followUpOn: values.followUpOn || null,
      note: values.note || null,
    };
    const answer = await callApi(`/api/staff/leads/${lead.source}/${lead.sourceId}`, {
      method: "PATCH",
      body,
    });
    setBusy(false);
    if (answer.ok) {
      toast.success(STAFF_MESSAGES.leadSaved);
      router.refresh();
      return;
    }
    if (answer.status === 409) setConflict(answer.message);
    else if (answer.fieldErrors) setErrors(answer.fieldErrors);
    else toast.error(answer.message);
  }

  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby="pipeline-heading"
      className="bg-card grid content-start gap-4 rounded-2xl border p-5 lg:sticky lg:top-24"
    >
      <h2 id="pipeline-heading" className="font-sans text-lg font-semibold">
        Pipeline
      </h2>
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-4">
        <Field id="lead-status" label="Status" error={errors.status}>
          <NativeSelect
            id="lead-status"
            value={values.status}
            onChange={(e) => set("status")(e.target.value)}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {values.status === "lost" ? (
          <Field id="lead-lost-reason" label="Why was it lost?" error={errors.lostReason}>
            <Input
              id="lead-lost-reason"
              value={values.lostReason}
              maxLength={500}
              aria-invalid={Boolean(errors.lostReason)}
              aria-describedby={errors.lostReason ? "lead-lost-reason-error" : undefined}
              onChange={(e) => set("lostReason")(e.target.value)}
            />
          </Field>
        ) : null}
        <Field id="lead-assignee" label="Assigned to" error={errors.assignee}>
          <NativeSelect
            id="lead-assignee"
            value={values.assignee}
            onChange={(e) => set("assignee")(e.target.value)}
          >
            <option value="">Nobody</option>
            {team.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name ?? member.email}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="lead-follow-up" label="Follow up on" error={errors.followUpOn}>
          <Input
            id="lead-follow-up"
            type="date"
            value={values.followUpOn}
            onChange={(e) => set("followUpOn")(e.target.value)}
          />
        </Field>
        <Field id="lead-note" label="Add a note" error={errors.note}>
          <Textarea
            id="lead-note"
            value={values.note}
            maxLength={4000}
            onChange={(e) => set("note")(e.target.value)}
          />
        </Field>
      </fieldset>
      {conflict ? (
        <div role="alert" className="border-destructive/60 rounded-xl border p-3 text-sm">
          <p className="text-destructive font-medium" data-testid="lead-conflict">
            {conflict}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => router.refresh()}
          >
            <RotateCw aria-hidden />
            Reload
          </Button>
        </div>
      ) : null}
      <Button type="submit" disabled={busy || !hydrated}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Save changes
      </Button>
    </form>
  );
}
