"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2, RotateCw } from "lucide-react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { STAFF_MESSAGES, type Lead, type StaffMember } from "@/lib/staff/types";
import type { LeadChangeInput } from "@/lib/staff/lead-change-schema";
import { PipelineFields, type PipelineValues } from "./pipeline-fields";

/**
 * Where the lead stands: status (a lost lead needs a reason), assignee, follow-up date and a note.
 * Saves from the version it was loaded with; if someone saved in between, the server refuses and
 * this says who, keeping what was typed. The page keys it by version, so a reload starts afresh.
 */
export function PipelineForm({ lead, team }: { lead: Lead; team: StaffMember[] }) {
  const router = useRouter();
  // Disabled until hydrated: React would reset a status chosen before then.
  const hydrated = useHydrated();
  const [values, setValues] = useState<PipelineValues>({
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
      <PipelineFields values={values} errors={errors} team={team} disabled={!hydrated} set={set} />
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
