import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "./inline-scripts";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const appDir = path.join(/*turbopackIgnore: true*/ process.cwd(), distDir, "server", "app");

type Entry = { mtimeMs: number; hashes: string[] };
const cache = new Map<string, Entry | null>();

/** `/` → index.html, `/blog/faqs` → blog/faqs.html; anything odd maps to nothing. */
export function htmlFileFor(pathname: string): string | null {
  if (pathname === "/") return path.join(appDir, "index.html");
  if (pathname === "/_not-found") return path.join(appDir, "_not-found.html");
  if (
    !/^\/[a-z0-9][a-z0-9/-]*$/i.test(pathname) ||
    pathname.includes("//") ||
    pathname.endsWith("/")
  )
    return null;
  return path.join(appDir, `${pathname.slice(1)}.html`);
}

/**
 * The inline-script hashes of the prerendered HTML that `next start` serves for this path, or
 * null when the path is rendered per request. Read from the build output and re-read whenever
 * incremental regeneration rewrites the file (mtime), so the hashes follow the served page.
 */
export async function prerenderedScriptHashes(pathname: string): Promise<string[] | null> {
  const file = htmlFileFor(pathname);
  if (!file) return null;
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(await readFile(file, "utf8"));
  cache.set(file, { mtimeMs, hashes });
  return hashes;
}
