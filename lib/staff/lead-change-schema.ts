import { z } from "@/lib/zod";
import { LEAD_STATUSES, STAFF_MESSAGES } from "@/lib/staff/types";

/**
 * One save of the pipeline form, checked the same in the browser and on the server. `version` is
 * the lead's version when the form was loaded: the database refuses the save if it moved on.
 */
export const leadChangeSchema = z
  .object({
    version: z.number().int().min(0),
    status: z.enum(LEAD_STATUSES),
    lostReason: z
      .string()
      .trim()
      .max(500, "Please keep the reason under 500 characters.")
      .nullable(),
    assignee: z.uuid().nullable(),
    followUpOn: z.iso.date({ error: "Please choose a valid follow-up date." }).nullable(),
    note: z.string().trim().max(4000, "Please keep the note under 4,000 characters.").nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.status === "lost" && !value.lostReason) {
      ctx.addIssue({
        code: "custom",
        path: ["lostReason"],
        message: STAFF_MESSAGES.lostReasonRequired,
      });
    }
  })
  .transform((value) => ({
    ...value,
    lostReason: value.status === "lost" ? value.lostReason || null : null,
    note: value.note || null,
  }));

export type LeadChangeInput = z.input<typeof leadChangeSchema>;
