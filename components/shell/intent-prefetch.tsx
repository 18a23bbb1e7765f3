"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

/** The page a same-origin link leads to, or null (another site, a download, a hash on this page). */
function prefetchablePath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download"))
    return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname.startsWith("/api/")) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search;
}

/**
 * Prefetches a page when a visitor shows the intent to open it (pointer over its link, a touch,
 * keyboard focus), for the links of `components/ui/link.tsx`, which never prefetch on sight.
 * Three listeners on the document instead of one observer per link.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const seen = new Set<string>();
    const onIntent = (event: Event) => {
      const path = prefetchablePath(event.target);
      if (path === null || seen.has(path)) return;
      seen.add(path);
      router.prefetch(path);
    };
    const options = { capture: true, passive: true };
    document.addEventListener("pointerover", onIntent, options);
    document.addEventListener("touchstart", onIntent, options);
    document.addEventListener("focusin", onIntent, options);
    return () => {
      document.removeEventListener("pointerover", onIntent, options);
      document.removeEventListener("touchstart", onIntent, options);
      document.removeEventListener("focusin", onIntent, options);
    };
  }, [router]);
  return null;
}
