import { z } from "@/lib/zod";
import { isUuid } from "@/lib/validation/uuid";
import { isSingleLine, MESSAGES } from "@/lib/validation/enquiry-rules";
import { PARCEL_PHOTO_MAX_CHARS, PARCEL_TEXT } from "@/lib/visitors/parcel-rules";

const PHOTO_PATTERN = /^data:image\/jpeg;base64,[A-Za-z0-9+/=]+$/;

const line = (max: number, required: string, field: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, MESSAGES.tooLong(field, max))
    .refine(isSingleLine, MESSAGES.oneLine(field));

/** A parcel the desk logs (POST /api/staff/parcels). */
export const parcelSchema = z.object({
  recipientId: z
    .string({ error: PARCEL_TEXT.recipientRequired })
    .refine(isUuid, PARCEL_TEXT.recipientRequired),
  /** The e-mail shown for the member picked: the route finds them again by it. */
  recipientEmail: z.string().trim().max(254),
  company: z
    .string()
    .trim()
    .max(200, MESSAGES.tooLong("company", 200))
    .optional()
    .transform((value) => value || undefined),
  carrier: line(60, PARCEL_TEXT.carrierRequired, "carrier"),
  description: line(200, PARCEL_TEXT.descriptionRequired, "description"),
  photo: z
    .string()
    .max(PARCEL_PHOTO_MAX_CHARS, PARCEL_TEXT.photoInvalid)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || PHOTO_PATTERN.test(value), PARCEL_TEXT.photoInvalid),
});

export type ParcelInput = z.output<typeof parcelSchema>;

/** Marking a parcel collected: who took it. */
export const collectParcelSchema = z.object({
  collectedBy: line(120, PARCEL_TEXT.collectedByRequired, "name"),
});
