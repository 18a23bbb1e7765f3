"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useOverlays } from "@/components/hooks/use-overlays";

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

/**
 * The toaster mounts once the browser is idle after load. Toasts only follow a visitor's
 * action, and sonner shows any toast raised before its toaster mounted once it does.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

/** The overlays opened from anywhere through the overlay store, each mounted on first use. */
export function DeferredOverlays() {
  const cart = useOnceTrue(useOverlays((s) => s.cartOpen));
  const auth = useOnceTrue(useOverlays((s) => s.authView !== null));
  const cookieSettings = useOnceTrue(useOverlays((s) => s.cookieSettingsOpen));
  const idle = useIdle();
  return (
    <>
      {cart ? <CartDrawer /> : null}
      {auth ? <AuthDialog /> : null}
      {cookieSettings ? <CookieSettingsDialog /> : null}
      {idle ? <Toaster /> : null}
    </>
  );
}
