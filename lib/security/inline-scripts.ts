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
export function inlineScriptHashes(
  html: string,
  accept: (body: string) => boolean = () => true,
): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    if (accept(body)) hashes.add(sha256Source(body));
  }
  return [...hashes];
}

// Next's own inline scripts that only hand data to its runtime: the RSC payload chunks and the
// Turbopack chunk list. Their one argument must be JSON, so none of them can carry code.
const BOOTSTRAP = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
  /^self\.__next_f\.push\(([\s\S]*)\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/,
];

/** Whether an inline script is one of Next's data bootstraps (RSC payload, chunk list) with a JSON argument. */
export function isDataBootstrap(body: string): boolean {
  for (const shape of BOOTSTRAP) {
    const argument = shape.exec(body)?.[1];
    if (argument === undefined) continue;
    try {
      JSON.parse(argument);
      return true;
    } catch {
      return false;
    }
  }
  return false;
}
