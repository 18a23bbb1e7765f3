/**
 * Where a visitor may be sent after signing in: a path on this site, never another origin.
 * Shared by the browser (remembered booking target) and the server (OAuth `next`, `?next=`).
 */
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * The input when it is a same-origin path, else `/`. It must start with exactly one `/`; `//`
 * and `/\` (which browsers read as protocol-relative), schemes, backslashes and control
 * characters are refused. The result is checked again after URL resolution, so encodings that
 * resolve elsewhere are refused too.
 */
export function safeRedirectPath(input: unknown): string {
  if (typeof input !== "string" || input.length === 0 || input.length > 2048) return "/";
  if (CONTROL_CHARS.test(input) || input.includes("\\")) return "/";
  if (!input.startsWith("/") || input.startsWith("//")) return "/";
  try {
    const base = "http://same-origin.invalid";
    const resolved = new URL(input, base);
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // `/.//evil.com` normalises to `//evil.com`: check the result, not only the input.
    if (resolved.origin !== base || !path.startsWith("/") || path.startsWith("//")) return "/";
    return path;
  } catch {
    return "/";
  }
}
