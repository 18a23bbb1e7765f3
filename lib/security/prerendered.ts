import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "./inline-scripts";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const serverDir = path.join(/*turbopackIgnore: true*/ process.cwd(), distDir, "server");
const appDir = path.join(serverDir, "app");
// IMPORTANT: Next 16's `next start` keeps the pages it serves, and regenerates (ISR), under
// server/route-cache/APP_PAGE/<key>/$/<route>.html, not over the build's server/app copy.
const routeCacheDir = path.join(serverDir, "route-cache", "APP_PAGE");
const RESCAN_MS = 5000;

type Entry = { mtimeMs: number; hashes: string[] };
const fileHashes = new Map<string, Entry>();
const routeCacheFiles = new Map<string, string>();
let lastScan = 0;

/** `/` → index, `/blog/faqs` → blog/faqs; anything odd maps to nothing. */
export function routeName(pathname: string): string | null {
  if (pathname === "/") return "index";
  if (pathname === "/_not-found") return "_not-found";
  if (
    !/^\/[a-z0-9][a-z0-9/-]*$/i.test(pathname) ||
    pathname.includes("//") ||
    pathname.endsWith("/")
  )
    return null;
  return pathname.slice(1);
}

export function htmlFileFor(pathname: string): string | null {
  const name = routeName(pathname);
  return name ? path.join(appDir, `${name}.html`) : null;
}

async function hashesOf(file: string): Promise<string[] | null> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const cached = fileHashes.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(await readFile(file, "utf8"));
  fileHashes.set(file, { mtimeMs, hashes });
  return hashes;
}

/** Finds the route cache's copy of a page; the folder listing is re-read at most every few seconds. */
async function routeCacheFile(name: string): Promise<string | null> {
  const known = routeCacheFiles.get(name);
  if (known) return known;
  if (Date.now() - lastScan < RESCAN_MS) return null;
  lastScan = Date.now();
  const keys = await readdir(routeCacheDir).catch(() => [] as string[]);
  for (const key of keys) {
    const dollar = path.join(routeCacheDir, key, "$");
    for (const file of await readdir(dollar, { recursive: true }).catch(() => [] as string[])) {
      if (typeof file === "string" && file.endsWith(".html"))
        routeCacheFiles.set(file.slice(0, -5), path.join(dollar, file));
    }
  }
  return routeCacheFiles.get(name) ?? null;
}

/**
 * The inline-script hashes of the prerendered HTML `next start` serves for this path, or null
 * when the path is rendered per request. Both copies count (the build's and the route cache's,
 * which regeneration rewrites): each is our own page, so allowing either is safe, and a page
 * regenerated since the build keeps hydrating.
 */
export async function prerenderedScriptHashes(pathname: string): Promise<string[] | null> {
  const name = routeName(pathname);
  if (!name) return null;
  const built = await hashesOf(path.join(appDir, `${name}.html`));
  if (!built) return null;
  const cachedFile = await routeCacheFile(name);
  const served = cachedFile ? await hashesOf(cachedFile) : null;
  return served ? [...new Set([...built, ...served])] : built;
}
