import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes, isDataBootstrap, sha256Source } from "./inline-scripts";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const serverDir = path.join(/*turbopackIgnore: true*/ process.cwd(), distDir, "server");
const appDir = path.join(serverDir, "app");
// IMPORTANT: Next 16's `next start` keeps the pages it serves, and regenerates (ISR), under
// server/route-cache/APP_PAGE/<key>/$/<route>.html, not over the build's server/app copy.
const routeCacheDir = path.join(serverDir, "route-cache", "APP_PAGE");

type Entry = { mtimeMs: number; hashes: string[] };
const fileHashes = new Map<string, Entry>();

/** `/` → index, `/blog/faqs` → blog/faqs; anything odd maps to nothing. */
export function routeName(pathname: string): string | null {
  if (pathname === "/") return "index";
  if (pathname === "/_not-found") return "_not-found";
  if (
    !/^\/[a-z0-9][a-z0-9_/-]*$/i.test(pathname) ||
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

// React's streaming runtime ends with calls naming the boundaries it reveals
// (`$RC("B:0","S:0")`), which differ from page to page; the code before them does not.
const BOUNDARY_CALLS = /(?:\$R[A-Z]+\("[\w:-]*"(?:,"[\w:-]*")*\);?)+$/;
const withoutBoundaryCalls = (body: string) => body.replace(BOUNDARY_CALLS, "");

/**
 * Every inline script of the build's own prerendered pages (server/app, which `next start` never
 * rewrites), without its boundary calls, by hash; read once.
 */
let buildScripts: Promise<Set<string>> | undefined;
async function readBuildScripts(): Promise<Set<string>> {
  const files = await readdir(appDir, { recursive: true }).catch(() => [] as string[]);
  const hashes = new Set<string>();
  for (const file of files) {
    if (typeof file !== "string" || !file.endsWith(".html")) continue;
    const html = await readFile(path.join(appDir, file), "utf8").catch(() => "");
    inlineScriptHashes(html, (body) => {
      hashes.add(sha256Source(withoutBoundaryCalls(body)));
      return false;
    });
  }
  return hashes;
}

/**
 * A page regenerated since the build (route cache) gets hashes only for scripts the build
 * produced: Next's data bootstraps (JSON only) and scripts found in the build's pages. Anything
 * else in that HTML, such as a script injected into content a regeneration rendered, is refused.
 */
async function regeneratedHashesOf(file: string): Promise<string[] | null> {
  const built = await (buildScripts ??= readBuildScripts());
  return hashesOf(
    file,
    (body) => isDataBootstrap(body) || built.has(sha256Source(withoutBoundaryCalls(body))),
  );
}

async function hashesOf(
  file: string,
  accept?: (body: string) => boolean,
): Promise<string[] | null> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const cached = fileHashes.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(await readFile(file, "utf8"), accept);
  fileHashes.set(file, { mtimeMs, hashes });
  return hashes;
}

/** A page route (`/blog/[slug]`, `/store`) and its route-cache folder, read from the build. */
type PageRoute = { pattern: RegExp; folder: string; dynamic: boolean };
let pageRoutes: Promise<PageRoute[]> | undefined;

// Next names a route's cache folder by the SHA-256 of its page (`/(store)/product/[id]/page`),
// so the copy of any page is found where Next writes it, at once, without listing folders: a
// visitor right after a regeneration gets the new copy's hashes.
async function readPageRoutes(): Promise<PageRoute[]> {
  const manifest = await readFile(path.join(serverDir, "app-paths-manifest.json"), "utf8")
    .then((text) => Object.keys(JSON.parse(text) as Record<string, string>))
    .catch(() => [] as string[]);
  return manifest
    .filter((page) => page.endsWith("/page"))
    .map((page) => {
      const segments = page
        .slice(0, -"/page".length)
        .split("/")
        .filter((s) => s && !/^\(.*\)$/.test(s) && !s.startsWith("@"))
        .map((s) => (/^\[[^.\]]+\]$/.test(s) ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      const folder = createHash("sha256").update(page).digest("hex");
      const name = segments.length === 0 ? "index" : segments.join("/");
      return { pattern: new RegExp(`^${name}$`), folder, dynamic: page.includes("[") };
    })
    .sort((a, b) => Number(a.dynamic) - Number(b.dynamic)); // `/store` before `/[slug]`
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The route cache's copy of a page, if Next has written one. */
async function routeCacheFile(name: string): Promise<string | null> {
  const route = (await (pageRoutes ??= readPageRoutes())).find((r) => r.pattern.test(name));
  if (!route) return null;
  const file = path.join(routeCacheDir, route.folder, "$", `${name}.html`);
  return (await isFile(file)) ? file : null;
}

/**
 * The inline-script hashes of the prerendered HTML `next start` serves for this path, or null
 * when the path is rendered now. Both copies count (the build's and the route cache's, which
 * regeneration rewrites and where a page first rendered on a visit lands), the route cache's
 * only for scripts the build produced (regeneratedHashesOf), so a regenerated page keeps
 * hydrating and nothing else gets in.
 */
export async function prerenderedScriptHashes(pathname: string): Promise<string[] | null> {
  const name = routeName(pathname);
  if (!name) return null;
  const built = await hashesOf(path.join(appDir, `${name}.html`));
  const cachedFile = await routeCacheFile(name);
  const served = cachedFile ? await regeneratedHashesOf(cachedFile) : null;
  if (!built || !served) return built ?? served;
  return [...new Set([...built, ...served])];
}
