"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import {
  contactVariants,
  REQUEST_SENT_DESCRIPTION,
  requestSentTitle,
  SUCCESS_TOAST_MS,
} from "@/content/contact";
import type { ContactInquiryType } from "@/lib/validation/enquiry-rules";
import type { TourPickerState } from "@/components/tours/tour-slot-picker";
import { TourBooked } from "@/components/tours/tour-booked";
import { useTourSlots } from "@/components/tours/use-tour-slots";
import { solveTourChallenge } from "@/lib/tours/proof-client";
import type { BookedTour } from "@/lib/tours/types";
import { ContactFormActions } from "./contact-form-actions";
import { ContactFormFields } from "./contact-form-fields";
import {
  CONTACT_SCHEMA,
  EMPTY_CONTACT_VALUES,
  pickContactValues,
  TOUR_SCHEMA,
  type ContactValues,
} from "./contact-values";
import { Honeypot } from "./form-fields";
import { useApiForm } from "./use-api-form";

// One array for "no tour picker", so the slots hook does not see a new one on every render.
const NO_SLOTS: TourPickerState["slots"] = [];

/**
 * The contact page form (spec section 2): `?type=` picks the variant, read by the server page so
 * every variant is in the server's HTML; the inquiry-type select switches it in place and keeps
 * the URL in step. Values typed in one variant carry over. The Tour variant books a real slot
 * and then shows it (date, time, manage link) in place of the form; other requests go home.
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
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  // The server's first day with a free slot, until the visitor picks another.
  const tourDate = values.preferredDate || tour?.date || "";
  const tourSlots = useTourSlots(tour?.slots ?? NO_SLOTS);
  const [honeypot, setHoneypot] = useState("");
  const [booked, setBooked] = useState<BookedTour | null>(null);
  const { errors, busy, submit, clearError, reset, formProps } = useApiForm(
    isTour ? TOUR_SCHEMA : CONTACT_SCHEMA,
    isTour ? "/api/tours" : "/api/enquiries",
  );

  const set = (field: keyof ContactValues) => (event: { target: { value: string } }) => {
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
    const payload = {
      ...pickContactValues(values, variant.fields),
      ...(isTour ? { preferredDate: tourDate, tourTime: values.tourTime } : {}),
      inquiryType: type,
      page: "/contact",
      website: honeypot,
    };
    let answer = await submit<{ tour?: BookedTour }>(payload);
    // A client's second tour of a day asks a proof-of-work: solved here, then sent once more.
    if (isTour && answer && !answer.ok && answer.code === "forbidden") {
      const proof = await solveTourChallenge();
      if (proof) answer = await submit<{ tour?: BookedTour }>({ ...payload, proof });
    }
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
    if (isTour && answer.tour) setBooked(answer.tour);
    else router.push("/");
  }

  if (booked) return <TourBooked tour={booked} />;

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
      <ContactFormFields
        fields={variant.fields}
        values={values}
        errors={errors}
        tour={isTour ? tour : null}
        tourDate={tourDate}
        tourSlots={tourSlots}
        onSwitch={switchType}
        onText={set}
        onTour={({ date, time }) => {
          setValues((v) => ({ ...v, preferredDate: date, tourTime: time }));
          clearError("tourTime");
        }}
      />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <ContactFormActions
        busy={busy}
        submitLabel={variant.submit}
        general={type === "General" || type === "Sales"}
      />
    </form>
  );
}
