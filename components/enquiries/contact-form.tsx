"use client";

import { useState, type FormEvent } from "react";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  contactFieldLabels,
  contactVariants,
  REQUEST_SENT_DESCRIPTION,
  requestSentTitle,
  SUCCESS_TOAST_MS,
  type ContactField,
} from "@/content/contact";
import { clubToday, type ContactInquiryType } from "@/lib/validation/enquiry-rules";
import { TourSlotPicker, type TourPickerState } from "@/components/tours/tour-slot-picker";
import { useTourSlots } from "@/components/tours/use-tour-slots";
import { lazySchema } from "@/lib/validation/lazy-schema";
import { TextField } from "@/components/ui/text-field";
import { ENQUIRY_INPUTS, Honeypot } from "./form-fields";
import { InquiryTypeSelect } from "./inquiry-type-select";
import { useApiForm } from "./use-api-form";

type Values = Record<Exclude<ContactField, "inquiryType"> | "tourTime", string>;
const emptyValues: Values = {
  name: "",
  company: "",
  teamSize: "",
  email: "",
  phone: "",
  message: "",
  preferredDate: "",
  organization: "",
  eventType: "",
  proposedDate: "",
  tourTime: "",
};

const contactSchema = lazySchema(() =>
  import("@/lib/validation/enquiry").then((m) => m.contactSchema),
);

// The Tour variant books a slot: its date and time are required (POST /api/tours).
const tourSchema = lazySchema(() =>
  import("@/lib/validation/enquiry").then((m) => m.tourRequestSchema),
);

const REQUIRED: ContactField[] = ["name", "email"];
// One array for "no tour picker", so the slots hook does not see a new one on every render.
const NO_SLOTS: TourPickerState["slots"] = [];

/**
 * The contact page form (spec section 2): `?type=` picks the variant, read by the server page so
 * every variant is in the server's HTML; the inquiry-type select switches it in place and keeps
 * the URL in step. Values typed in one variant carry over. The Tour variant books a real slot.
 */
export function ContactForm({
  type,
  tour,
}: {
  type: ContactInquiryType;
  /** The tour picker's days and the default day's slots (Tour variant), rendered on the server. */
  tour: TourPickerState | null;
}) {
  const router = useRouter();
  const variant = contactVariants[type];
  const isTour = type === "Tour";
  const [values, setValues] = useState<Values>(emptyValues);
  // The server's first day with a free slot, until the visitor picks another.
  const tourDate = values.preferredDate || tour?.date || "";
  const tourSlots = useTourSlots(tour?.slots ?? NO_SLOTS);
  const [honeypot, setHoneypot] = useState("");
  const { errors, busy, submit, clearError, reset, formProps } = useApiForm(
    isTour ? tourSchema : contactSchema,
    isTour ? "/api/tours" : "/api/enquiries",
  );

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(field);
  };

  function switchType(next: string) {
    reset();
    router.replace(next ? `/contact?type=${encodeURIComponent(next)}` : "/contact", {
      scroll: false,
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await submit({
      ...pick(values, variant.fields),
      ...(isTour ? { preferredDate: tourDate, tourTime: values.tourTime } : {}),
      inquiryType: type,
      page: "/contact",
      website: honeypot,
    });
    if (!answer) return;
    if (!answer.ok) {
      if (answer.fieldErrors?.tourTime) void tourSlots.load(tourDate);
      toast.error("Your request was not sent", { description: answer.message });
      return;
    }
    toast.success(requestSentTitle(variant.kind), {
      description: REQUEST_SENT_DESCRIPTION,
      duration: SUCCESS_TOAST_MS,
    });
    router.push("/");
  }

  return (
    <form
      onSubmit={onSubmit}
      {...formProps}
      noValidate
      aria-labelledby="contact-form-title"
      className="relative"
    >
      <h2 id="contact-form-title" className="text-3xl font-semibold">
        {variant.title}
      </h2>
      <p className="text-muted-foreground mt-2">{variant.intro}</p>
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        {variant.fields.map((field) =>
          field === "inquiryType" ? (
            <InquiryTypeSelect key={field} onSwitch={switchType} />
          ) : isTour && field === "preferredDate" && tour ? (
            <TourSlotPicker
              key={field}
              days={tour.days}
              dateLabel={contactFieldLabels.preferredDate}
              date={tourDate}
              time={values.tourTime}
              state={tourSlots}
              errors={{ date: errors.preferredDate, time: errors.tourTime }}
              onChange={({ date, time }) => {
                setValues((v) => ({ ...v, preferredDate: date, tourTime: time }));
                clearError("tourTime");
              }}
            />
          ) : (
            <TextField
              key={field}
              id={field}
              label={contactFieldLabels[field]}
              required={REQUIRED.includes(field)}
              error={errors[field]}
              value={values[field]}
              onChange={set(field)}
              multiline={field === "message"}
              className={field === "message" ? "sm:col-span-2" : undefined}
              {...(field === "preferredDate" || field === "proposedDate"
                ? { type: "date", min: clubToday() }
                : ENQUIRY_INPUTS[field])}
            />
          ),
        )}
      </div>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {variant.submit}
        </Button>
        {type !== "General" && type !== "Sales" ? (
          <Link
            href="/contact"
            scroll={false}
            className="text-muted-foreground text-sm underline underline-offset-4"
          >
            Something else? Use the general form
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function pick(values: Values, fields: ContactField[]) {
  return Object.fromEntries(
    fields.filter((f) => f !== "inquiryType").map((f) => [f, values[f as keyof Values]]),
  );
}
