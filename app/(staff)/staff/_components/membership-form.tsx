"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PLAN_OPTIONS, TERM_OPTIONS, seatsForPlan, type MembershipDraft } from "./membership-draft";
import type { MembershipPlan } from "@/lib/memberships/types";
import { MembershipCompanyFields, type DraftFieldProps } from "./membership-company-fields";
import { MembershipQuote } from "./membership-quote";
import { MembershipSeatsField } from "./membership-seats-field";
import { createMembershipBody, draftErrors, STAFF_MEMBERSHIPS_URL } from "./membership-api";

type Props = {
  initial: MembershipDraft;
  /** The desk or office request it is made from, if any. */
  fromRequest?: string;
  /** The form's heading, also its accessible name. */
  title: string;
};

/**
 * Offers a membership: the holder (an account, optionally a company with its GSTIN), plan, seats,
 * term and start. The server prices it and e-mails the holder the link to the offer.
 */
export function MembershipForm({ initial, fromRequest, title }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof MembershipDraft>(name: K, value: MembershipDraft[K]) =>
    setDraft((previous) => ({ ...previous, [name]: value }));
  const text: DraftFieldProps = (name) => ({
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    const answer = await postJson(STAFF_MEMBERSHIPS_URL, createMembershipBody(draft, fromRequest));
    setBusy(false);
    if (!answer.ok) {
      if (answer.fieldErrors) setErrors(draftErrors(answer.fieldErrors));
      toast.error("We couldn't make this membership", { description: answer.message });
      return;
    }
    toast.success("Membership offered", {
      description: `${draft.email} has been e-mailed a link to review and accept it.`,
    });
    router.push("/staff/members");
    router.refresh();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="membership-form-heading"
      className="bg-card grid content-start gap-5 rounded-2xl border p-5 sm:p-6"
      data-testid="membership-form"
    >
      <h2 id="membership-form-heading" className="font-sans text-lg font-semibold">
        {title}
      </h2>
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <TextField id="m-email" label="Member's e-mail" type="email" required {...text("email")} />
        <TextField
          id="m-name"
          label="Member's name"
          required
          autoComplete="off"
          {...text("name")}
        />
        <Field id="m-plan" label="Plan" error={errors.plan}>
          <NativeSelect
            id="m-plan"
            value={draft.plan}
            onChange={(e) => {
              const plan = e.target.value as MembershipPlan;
              setDraft((d) => ({ ...d, plan, seats: seatsForPlan(plan, d.seats) }));
            }}
          >
            {PLAN_OPTIONS.map((plan) => (
              <option key={plan.value} value={plan.value}>
                {plan.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <MembershipSeatsField plan={draft.plan} field={text} />
        <Field id="m-term" label="Term" error={errors.term}>
          <NativeSelect
            id="m-term"
            value={draft.term}
            onChange={(e) => set("term", e.target.value as MembershipDraft["term"])}
          >
            {TERM_OPTIONS.map((term) => (
              <option key={term.value} value={term.value}>
                {term.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="m-start" label="Start date" error={errors.startDate}>
          <Input
            id="m-start"
            type="date"
            aria-invalid={Boolean(errors.startDate)}
            aria-describedby={errors.startDate ? "m-start-error" : undefined}
            {...text("startDate")}
          />
        </Field>
      </fieldset>
      <MembershipCompanyFields
        draft={draft}
        errors={errors}
        disabled={!hydrated}
        field={text}
        onGstin={(gstin) => set("gstin", gstin)}
      />
      <MembershipQuote draft={draft} />
      <Button type="submit" disabled={busy || !hydrated} className="justify-self-start">
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Sending offer..." : "Make membership and e-mail the offer"}
      </Button>
    </form>
  );
}
