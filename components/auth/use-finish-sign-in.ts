"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useOverlays } from "@/components/hooks/use-overlays";
import { takeAuthTarget } from "@/lib/auth/client/auth-target";

/**
 * After a successful sign-in: close the dialog and go to the remembered target (the booking
 * gate's, a `?next=`), else stay and let server-rendered parts catch up.
 */
export function useFinishSignIn() {
  const router = useRouter();
  const closeAuth = useOverlays((s) => s.closeAuth);
  return useCallback(() => {
    const target = takeAuthTarget();
    closeAuth();
    if (target) router.push(target);
    else router.refresh();
  }, [closeAuth, router]);
}
