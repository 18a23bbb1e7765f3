import "server-only";
import { site } from "@/lib/site";
import { ForbiddenOriginError } from "@/lib/http/errors";

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The origins this request may come from: the configured site URL and the host it was sent to. */
export function allowedOrigins(request: Request): Set<string> {
  const allowed = new Set<string>();
  const add = (origin: string | undefined) => {
    if (origin && origin !== "null") allowed.add(origin);
  };
  add(originOf(site.url));
  add(originOf(request.url));
  // Behind a proxy the URL may name the internal host; the Host (or forwarded host) header names
  // the one the browser used. A cross-site page cannot set these on a browser request.
  const host =
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  if (host) {
    const proto =
      request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ||
      new URL(request.url).protocol.replace(":", "");
    add(originOf(`${proto}://${host}`));
  }
  return allowed;
}

/**
 * Same-origin check for state-changing requests: the Origin header must name this site. A POST
 * without one is refused (every current browser sends it on POST).
 */
export function checkOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null" || !allowedOrigins(request).has(originOf(origin) ?? "")) {
    throw new ForbiddenOriginError();
  }
}
