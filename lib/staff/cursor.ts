import { isUuid } from "@/lib/validation/uuid";
import type { InboxCursor } from "@/lib/staff/types";

/** The `after` query parameter of an inbox page: the last lead's time and id, URL-safe. */
export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.sourceId}`).toString("base64url");
}

/** The cursor of a query parameter, or undefined when it is absent or not one of ours. */
export function decodeCursor(value: string | null | undefined): InboxCursor | undefined {
  if (!value || value.length > 200) return undefined;
  const [createdAt, sourceId, extra] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (extra !== undefined || !createdAt || !sourceId || !isUuid(sourceId)) return undefined;
  if (Number.isNaN(Date.parse(createdAt))) return undefined;
  return { createdAt, sourceId };
}
