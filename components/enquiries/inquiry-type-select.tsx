import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { contactFieldLabels } from "@/content/contact";
import { CONTACT_SELECT_TYPES } from "@/lib/validation/enquiry-rules";

/**
 * The contact form's inquiry-type select (spec: each type labelled 'X Inquiry'). It holds no
 * value of its own: choosing a type switches the form's variant, which the URL carries.
 */
export function InquiryTypeSelect({ onSwitch }: { onSwitch: (type: string) => void }) {
  return (
    <Field id="inquiryType" label={contactFieldLabels.inquiryType} className="sm:col-span-2">
      <NativeSelect
        id="inquiryType"
        name="inquiryType"
        value=""
        onChange={(e) => onSwitch(e.target.value)}
      >
        <option value="">Choose an inquiry type</option>
        {CONTACT_SELECT_TYPES.map((t) => (
          <option key={t} value={t}>
            {t} Inquiry
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
