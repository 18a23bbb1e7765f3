"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useOverlays } from "@/components/hooks/use-overlays";
import { toastRaised } from "@/lib/toast";

// Each overlay's code (Radix dialogs, the auth forms, the cart, sonner) is fetched the first
// time it is needed, not with every page: together they would be most of a page's JavaScript.
const CartDrawer = dynamic(
  () => import("@/components/store/cart-drawer").then((m) => m.CartDrawer),
  {
    ssr: false,
  },
);
const AuthDialog = dynamic(
  () => import("@/components/auth/auth-dialog").then((m) => m.AuthDialog),
  {
    ssr: false,
  },
);
const CookieSettingsDialog = dynamic(
  () => import("@/components/cookies/cookie-settings-dialog").then((m) => m.CookieSettingsDialog),
  { ssr: false },
);
const Toaster = dynamic(() => import("@/components/shell/toaster").then((m) => m.Toaster), {
  ssr: false,
});

/** True from the first time `value` is true: an overlay stays mounted once opened, to animate its close. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

// The first input of any kind: whatever a visitor does next may end in a toast.
const FIRST_INPUT_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The toaster (sonner's code, its styles and its live region) mounts on the visitor's first
 * input, or with the first toast if a page raises one before any input. Toasts follow a
 * visitor's action, so it is in place before the action's answer; sonner shows a toast raised
 * before its toaster mounted once it does. Mounting it on load instead cost every page view
 * its script, a style recalculation for its injected styles and a render after load, for
 * visitors who never see a toast (issue 27: measured in docs/performance.md).
 */
function useToasterNeeded(): boolean {
  const raised = useSyncExternalStore(toastRaised.subscribe, toastRaised.get, () => false);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched) return;
    const onInput = () => setTouched(true);
    for (const type of FIRST_INPUT_EVENTS)
      window.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INPUT_EVENTS)
        window.removeEventListener(type, onInput, { capture: true });
    };
  }, [touched]);
  return raised || touched;
}

/** The overlays opened from anywhere through the overlay store, each mounted on first use. */
export function DeferredOverlays() {
  const cart = useOnceTrue(useOverlays((s) => s.cartOpen));
  const auth = useOnceTrue(useOverlays((s) => s.authView !== null));
  const cookieSettings = useOnceTrue(useOverlays((s) => s.cookieSettingsOpen));
  const toaster = useToasterNeeded();
  return (
    <>
      {cart ? <CartDrawer /> : null}
      {auth ? <AuthDialog /> : null}
      {cookieSettings ? <CookieSettingsDialog /> : null}
      {toaster ? <Toaster /> : null}
    </>
  );
}
