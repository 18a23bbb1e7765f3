"use client";

import { useCallback, useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { useOverlays } from "@/components/overlays/overlay-store";
import { rememberAuthTarget } from "@/lib/auth/client/auth-target";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { AUTH_TIMINGS } from "@/lib/auth/types";
import { useAuth } from "./auth-provider";

/**
 * The sign-in gate of spec section 4 ("Booking flow"), for any target path on this site.
 * `requireAuth(target)` answers true when the visitor is signed in: the caller goes on. Otherwise
 * it answers false and takes over: remembers the target, opens the login dialog, prompts after
 * 300 ms, and the dialog sends the visitor to the target once signed in. If the first session
 * read is still under way, it waits for it and then does one or the other (navigating itself).
 */
export function useBookingGate() {
  const { user, loading } = useAuth();
  const openAuth = useOverlays((s) => s.openAuth);
  const router = useRouter();
  const waiting = useRef<string | null>(null);

  const prompt = useCallback(
    (target: string) => {
      rememberAuthTarget(target);
      openAuth("login");
      window.setTimeout(
        () =>
          toast(AUTH_TOASTS.authRequired, {
            description: AUTH_TOASTS.authRequiredDescription,
            duration: AUTH_TIMINGS.authPromptToastMs,
          }),
        AUTH_TIMINGS.authPromptDelayMs,
      );
    },
    [openAuth],
  );

  useEffect(() => {
    const target = waiting.current;
    if (loading || target === null) return;
    waiting.current = null;
    if (user) router.push(target);
    else prompt(target);
  }, [loading, user, router, prompt]);

  const requireAuth = useCallback(
    (targetPath: string): boolean => {
      if (user) return true;
      const target = safeRedirectPath(targetPath);
      if (loading) waiting.current = target;
      else prompt(target);
      return false;
    },
    [user, loading, prompt],
  );

  return { requireAuth };
}
