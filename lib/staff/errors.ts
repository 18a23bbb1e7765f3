import { DataConflictError } from "@/lib/data/errors";

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
