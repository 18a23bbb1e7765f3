import { DataConflictError, DataConstraintError } from "@/lib/db";

/** A lead was assigned to someone who is not on the staff (issue 24 item 12): the form's mistake. */
export class UnknownAssigneeError extends DataConstraintError {
  constructor(options?: { cause?: unknown }) {
    super("The assignee is not on the staff", options);
    this.name = "UnknownAssigneeError";
  }
}

/** Whether a database error is the lead's assignee missing from staff_members. */
export function isUnknownAssignee(error: { code?: string; message?: string; constraint?: string }) {
  return (
    error.code === "23503" &&
    /lead_states_assignee_fkey/.test(`${error.constraint ?? ""} ${error.message ?? ""}`)
  );
}

/** Someone else changed the lead since the editor loaded it; `editor` is who. */
export class StaleLeadError extends DataConflictError {
  constructor(readonly editor: string) {
    super(`Lead changed by ${editor}`);
    this.name = "StaleLeadError";
  }
}

/** `update_lead` raises 40001 "changed by <name>"; this reads the name back. */
export function staleEditorOf(message: string | undefined): string | null {
  const match = /^changed by (.+)$/.exec(message ?? "");
  return match ? match[1]! : null;
}
