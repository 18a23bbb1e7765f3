import "server-only";

/**
 * What a log line may say about an error: each link of its `cause` chain as `Name[code]: message`,
 * plus a database error's table, column and constraint. Never the SQL, its parameters or the
 * failing row's `detail` (PGlite and PostgREST errors carry all three, with people's names and
 * e-mails in them); a database message is kept only when it names no value, since Postgres
 * quotes the offending input in its messages ('invalid input syntax for type uuid: "…"').
 */
export function describeForLog(error: unknown): string {
  const links: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    links.push(describeLink(current));
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return links.join(" <- ");
}

const DATABASE_FIELDS = ["table", "column", "constraint"] as const;

function describeLink(value: unknown): string {
  if (typeof value !== "object") return String(value);
  const record = value as Record<string, unknown>;
  const name = typeof record.name === "string" ? record.name : "Error";
  const code = typeof record.code === "string" ? `[${record.code}]` : "";
  const message = typeof record.message === "string" ? record.message : "";
  const isDatabaseError = /^\d{2}[0-9A-Z]{3}$/.test(String(record.code)) || "severity" in record;
  const where = DATABASE_FIELDS.filter((field) => typeof record[field] === "string")
    .map((field) => `${field}=${String(record[field])}`)
    .join(" ");
  // Postgres and PostgREST put values in quotes or after a colon; a database message with
  // either is replaced by its code alone.
  const safeMessage = isDatabaseError && /["':]/.test(message) ? "(message withheld)" : message;
  // An untyped error is a bug: where it happened is worth its stack (frames hold no data).
  const frames =
    !code && typeof record.stack === "string"
      ? `\n${record.stack.split("\n").slice(1, 6).join("\n")}`
      : "";
  return [`${name}${code}: ${safeMessage}`, where].filter(Boolean).join(" ") + frames;
}
