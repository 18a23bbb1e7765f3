/**
 * What the console shows of a link's secret: the reset and verification links in account
 * e-mails sign in whoever opens them, so staff reading the Mail page must not be able to use a
 * member's (issue 24 item 9). The .eml file on disk keeps the link, for development.
 */
export const REDACTED = "[hidden]";

// `token=` (our account links), `token_hash=` and `code=` (Supabase's), in any URL of the text.
const LINK_SECRET = /([?&](?:token|token_hash|code)=)[^\s&#<>"')\]]+/gi;

export function redactLinkSecrets(text: string): string {
  return text.replace(LINK_SECRET, `$1${REDACTED}`);
}
