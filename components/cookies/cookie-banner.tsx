"use client";

import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ACCEPT_ALL } from "@/lib/cookie-consent";
import { useOverlays } from "@/components/hooks/use-overlays";
import { saveConsent, useCookieConsent } from "./use-cookie-consent";

/**
 * Shows while no valid `cookieConsent` cookie exists. It floats over the page (fixed), so
 * appearing after hydration shifts no layout.
 */
export function CookieBanner() {
  const consent = useCookieConsent();
  const setSettingsOpen = useOverlays((s) => s.setCookieSettingsOpen);

  if (consent !== null) return null;
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      className="bg-card text-card-foreground fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border p-5 shadow-2xl sm:inset-x-6 sm:bottom-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Icon name="cookie" className="text-accent hidden size-8 shrink-0 sm:block" />
        <p className="text-muted-foreground text-sm leading-6">
          We use cookies to keep the site working and, with your permission, to understand how it is
          used and to show relevant offers. Read our{" "}
          <Link
            href="/cookie-policy"
            className="text-foreground font-medium underline underline-offset-4"
          >
            Cookie Policy
          </Link>
          .
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={() => setSettingsOpen(true)}>
            Cookie Settings
          </Button>
          <Button size="sm" onClick={() => saveConsent(ACCEPT_ALL)}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
