"use client";

import { contactFieldLabels, type ContactField } from "@/content/contact";
import { TourSlotPicker, type TourPickerState } from "@/components/tours/tour-slot-picker";
import type { TourSlotsState } from "@/components/tours/use-tour-slots";
import { ContactTextField } from "./contact-text-field";
import type { ContactValues } from "./contact-values";
import { InquiryTypeSelect } from "./inquiry-type-select";

type TextChange = (event: { target: { value: string } }) => void;

/**
 * One variant's fields in the spec's order: the inquiry-type select, the tour picker in place of
 * the preferred date (Tour variant, `tour` given), and a text field for every other one.
 */
export function ContactFormFields({
  fields,
  values,
  errors,
  tour,
  tourDate,
  tourSlots,
  onSwitch,
  onText,
  onTour,
}: {
  fields: ContactField[];
  values: ContactValues;
  errors: Record<string, string>;
  /** The tour picker's days, only on the Tour variant. */
  tour: TourPickerState | null;
  tourDate: string;
  tourSlots: TourSlotsState;
  onSwitch: (type: string) => void;
  onText: (field: keyof ContactValues) => TextChange;
  onTour: (picked: { date: string; time: string }) => void;
}) {
  return (
    <div className="mt-8 grid gap-5 sm:grid-cols-2">
      {fields.map((field) =>
        field === "inquiryType" ? (
          <InquiryTypeSelect key={field} onSwitch={onSwitch} />
        ) : field === "preferredDate" && tour ? (
          <TourSlotPicker
            key={field}
            days={tour.days}
            dateLabel={contactFieldLabels.preferredDate}
            date={tourDate}
            time={values.tourTime}
            state={tourSlots}
            errors={{ date: errors.preferredDate, time: errors.tourTime }}
            onChange={onTour}
          />
        ) : (
          <ContactTextField
            key={field}
            field={field}
            value={values[field]}
            error={errors[field]}
            onChange={onText(field)}
          />
        ),
      )}
    </div>
  );
}
