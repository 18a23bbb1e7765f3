"use client";

import { useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { rememberAuthTarget } from "@/lib/auth/client/auth-target";
import { useOverlays } from "@/components/hooks/use-overlays";

/**
 * `/?auth=login` opens the login view (spec section 2); `&next=/path` (a same-origin path, as
 * /dashboard sends) is where the visitor goes once signed in.
 */
export function AuthQueryOpener() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const openAuth = useOverlays((s) => s.openAuth);
  useEffect(() => {
    if (pathname === "/" && params.get("auth") === "login") {
      const next = params.get("next");
      if (next) rememberAuthTarget(next);
      openAuth("login");
      router.replace("/", { scroll: false });
    }
  }, [params, pathname, openAuth, router]);
  return null;
}

/** A request for the sign_up view from outside the dialog goes to /signup (see the overlay store). */
export function PendingRouteFollower() {
  const router = useRouter();
  const pendingRoute = useOverlays((s) => s.pendingRoute);
  const clearPendingRoute = useOverlays((s) => s.clearPendingRoute);
  useEffect(() => {
    if (!pendingRoute) return;
    clearPendingRoute();
    router.push(pendingRoute);
  }, [pendingRoute, clearPendingRoute, router]);
  return null;
}
