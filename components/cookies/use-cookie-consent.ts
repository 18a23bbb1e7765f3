"use client";

import { useSyncExternalStore } from "react";
import { consentCookie, readConsent, type CookieConsent } from "@/lib/cookie-consent";

// document.cookie has no change event; our own writes notify the subscribers.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `undefined` until the browser has been read (server render and hydration), then the consent or null. */
export function useCookieConsent(): CookieConsent | null | undefined {
  const cookies = useSyncExternalStore(
    subscribe,
    () => document.cookie,
    () => undefined,
  );
  return cookies === undefined ? undefined : readConsent(cookies);
}

export function saveConsent(consent: CookieConsent) {
  document.cookie = consentCookie(consent, window.location.protocol === "https:");
  listeners.forEach((listener) => listener());
}
