import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?(application\/ld\+json|application\/json)/i;

export function sha256Source(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/**
 * The CSP hashes of a page's executable inline scripts: every <script> without `src` whose type
 * runs as JavaScript. Script text is raw in HTML (no entity decoding), so the bytes between the
 * tags are exactly what the browser hashes. JSON data blocks never run and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(sha256Source(body));
  }
  return [...hashes];
}
