/**
 * What the console shows of a link's secret: the reset and verification links in account
 * e-mails sign in whoever opens them, the membership offer's link accepts the offer and the
 * tour's manage link moves or cancels the tour, so staff reading the Mail page must not be able
 * to use a member's (issue 24 item 9, issue 39 trust 3). The .eml file on disk keeps the link,
 * for development.
 */
export const REDACTED = "[hidden]";

// What ends a secret in a text or <…> link.
const END = String.raw`[^\s&#<>"')\]/?]+`;

// `token=` (our account links), `token_hash=`, `code=`, `access_token=` and `refresh_token=`
// (Supabase's), in the query or the fragment of any URL of the text.
const PARAM_SECRET = new RegExp(
  String.raw`([?&#](?:token|token_hash|code|access_token|refresh_token)=)${END}`,
  "gi",
);

// Links whose secret is a path segment: the membership offer's and the tour's manage link
// (lib/memberships reviewPath, lib/mail tourManageUrl).
const PATH_SECRET = new RegExp(String.raw`(/(?:memberships/offer|tours)/)${END}`, "gi");

export function redactLinkSecrets(text: string): string {
  return text.replace(PARAM_SECRET, `$1${REDACTED}`).replace(PATH_SECRET, `$1${REDACTED}`);
}
