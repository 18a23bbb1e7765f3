"use client";

import { useOverlays } from "@/components/hooks/use-overlays";

/** Lets a visitor change their cookie choice after the banner has gone. */
export function CookieSettingsLink() {
  const setOpen = useOverlays((s) => s.setCookieSettingsOpen);
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="text-muted-foreground hover:text-foreground"
    >
      Manage cookies
    </button>
  );
}
