"use client";

import { useSyncExternalStore } from "react";
import { consentCookie, readConsent, type CookieConsent } from "@/lib/cookie-consent";

// document.cookie has no change event; our own writes notify the subscribers. Reading it asks
// the browser's network process, and React reads a snapshot on every render and commit: the
// page reads it once, then after each of our writes (issue 27's trace named the reads).
const listeners = new Set<() => void>();
let cookies: string | undefined;
const readCookies = () => (cookies ??= document.cookie);
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `undefined` until the browser has been read (server render and hydration), then the consent or null. */
export function useCookieConsent(): CookieConsent | null | undefined {
  const current = useSyncExternalStore(subscribe, readCookies, () => undefined);
  return current === undefined ? undefined : readConsent(current);
}

export function saveConsent(consent: CookieConsent) {
  document.cookie = consentCookie(consent, window.location.protocol === "https:");
  cookies = document.cookie;
  listeners.forEach((listener) => listener());
}
