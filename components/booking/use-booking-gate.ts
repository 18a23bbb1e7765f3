"use client";

import { useCallback, useEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import { useOverlays } from "@/components/hooks/use-overlays";
import { rememberAuthTarget } from "@/lib/auth/client/auth-target";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { AUTH_TIMINGS } from "@/lib/auth/types";
import { useAuth } from "@/components/hooks/use-auth";

/**
 * The sign-in gate of spec section 4 ("Booking flow"), for any target path on this site.
 * `requireAuth(target)` resolves true when the visitor is signed in: the caller goes on with what
 * was clicked. Otherwise it resolves false and takes over: remembers the target, opens the login
 * dialog, prompts after 300 ms, and the dialog sends the visitor to the target once signed in.
 * A click before the first session read has answered waits for it, so a member who clicks at
 * once is booked like one who clicks later (the click is not lost to a reload of the page).
 */
export function useBookingGate() {
  const { user, loading } = useAuth();
  const openAuth = useOverlays((s) => s.openAuth);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);

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
    if (loading) return;
    for (const answer of waiting.current.splice(0)) answer(Boolean(user));
  }, [loading, user]);

  const requireAuth = useCallback(
    async (targetPath: string): Promise<boolean> => {
      const signedIn =
        user !== null ||
        (loading && (await new Promise<boolean>((answer) => waiting.current.push(answer))));
      if (!signedIn) prompt(safeRedirectPath(targetPath));
      return signedIn;
    },
    [user, loading, prompt],
  );

  return { requireAuth };
}
