import type { z } from "@/lib/zod";
import { ConflictError, createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { getStaffPort, StaleLeadError } from "@/lib/staff";
import { UnknownAssigneeError } from "@/lib/staff/errors";
import { assertStaff } from "@/lib/staff/access";
import { leadChangeSchema } from "@/lib/staff/lead-change-schema";
import { LEAD_SOURCES, STAFF_MESSAGES, type LeadSource } from "@/lib/staff/types";

const rateLimit = createRateLimit({ keyPrefix: "staff-lead", points: 120, durationSeconds: 60 });

const isLeadSource = (value: string): value is LeadSource =>
  (LEAD_SOURCES as readonly string[]).includes(value);

/**
 * A staff member moves a lead along the pipeline: 200 `{ lead, version }`, 409 with who changed it
 * when the form was loaded from an older version, 400 for an assignee who is not staff, 404 for no
 * such lead, 403 for members.
 */
export const PATCH = jsonPostRoute<typeof leadChangeSchema, { source: string; id: string }>(
  {
    name: "PATCH /api/staff/leads/[source]/[id]",
    schema: leadChangeSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (change: z.output<typeof leadChangeSchema>, { params: { source, id }, member }) => {
    const staff = getStaffPort();
    const lead = isLeadSource(source) ? await staff.getLead(source, id, member.access) : null;
    if (!lead) throw new HttpError("not_found", STAFF_MESSAGES.leadNotFound);
    try {
      await staff.updateLead(lead.source, lead.sourceId, change, member.user, member.access);
    } catch (error) {
      if (error instanceof StaleLeadError) {
        throw new ConflictError(STAFF_MESSAGES.staleLead(error.editor));
      }
      if (error instanceof UnknownAssigneeError) {
        throw new HttpError("invalid_request", STAFF_MESSAGES.unknownAssignee, {
          assignee: STAFF_MESSAGES.unknownAssignee,
        });
      }
      throw error;
    }
    const updated = await staff.getLead(lead.source, lead.sourceId, member.access);
    return jsonOk({ lead: updated });
  },
);
