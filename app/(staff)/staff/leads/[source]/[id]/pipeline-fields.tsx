import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { LEAD_STATUSES, type LeadStatus, type StaffMember } from "@/lib/staff/types";

export type PipelineValues = {
  status: LeadStatus;
  lostReason: string;
  assignee: string;
  followUpOn: string;
  note: string;
};

/** The pipeline form's fields: status (with the reason when lost), assignee, follow-up date, note. */
export function PipelineFields({
  values,
  errors,
  team,
  disabled,
  set,
}: {
  values: PipelineValues;
  errors: Record<string, string>;
  team: StaffMember[];
  disabled: boolean;
  set: (name: keyof PipelineValues) => (value: string) => void;
}) {
  return (
    <fieldset disabled={disabled} className="grid min-w-0 gap-4">
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
  );
}
