import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const SITE = "http://localhost:3000";

/** A fresh data folder for one test file; set before the first request reads the configuration. */
export function createTempDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "lotus-route-"));
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  process.env.DATA_DIR = folder;
  return folder;
}

let ip = 0;
/** Each test gets its own client address, so the per-client rate limit only bites where meant to. */
export const nextClientIp = () => `203.0.113.${++ip}`;

export function jsonPost(
  url: string,
  body: unknown,
  {
    origin = SITE,
    clientIp = nextClientIp(),
    headers = {},
  }: { origin?: string | null; clientIp?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`${SITE}${url}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": clientIp,
      ...(origin ? { origin } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
