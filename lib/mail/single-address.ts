/**
 * Exactly one bare e-mail address: one `@`, a dotted domain, and none of the characters that
 * separate, group, quote, comment or name addresses (`,;:<>()[]\"`), nor spaces or control
 * characters. nodemailer reads a recipient as a list (and group syntax), so anything else could
 * send one message to several people. The same rule as the database's
 * public.is_single_email_address (supabase/migrations/0019_single_address_emails.sql).
 */
const PART = String.raw`[^\s\p{Cc}@,;:<>()[\]\\"]+`;
const LAST_LABEL = String.raw`[^\s\p{Cc}@,;:<>()[\]\\".]+`;
const SINGLE_ADDRESS = new RegExp(`^${PART}@${PART}\\.${LAST_LABEL}$`, "u");

export function isSingleEmailAddress(value: string): boolean {
  return value.length <= 254 && SINGLE_ADDRESS.test(value);
}
