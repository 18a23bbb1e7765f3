"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { DEFAULT_PREFERENCES, type CookieConsent } from "@/lib/cookie-consent";
import { useOverlays } from "@/components/hooks/use-overlays";
import { saveConsent, useCookieConsent } from "./use-cookie-consent";

type Optional = Exclude<keyof CookieConsent, "required">;

const categories: { key: keyof CookieConsent; title: string; description: string }[] = [
  {
    key: "required",
    title: "Required",
    description: "Needed for sign-in, your cart and this choice. Always on.",
  },
  {
    key: "performance",
    title: "Performance",
    description: "Anonymous measurements of page speed and use.",
  },
  {
    key: "marketing",
    title: "Marketing",
    description: "Lets us show you relevant offers and events.",
  },
  {
    key: "thirdParty",
    title: "Third-party",
    description: "Embedded services such as the map on our contact page.",
  },
];

/** Opened from the banner or the footer's 'Manage cookies'; loaded on first use (`DeferredOverlays`). */
export function CookieSettingsDialog() {
  const current = useCookieConsent();
  const open = useOverlays((s) => s.cookieSettingsOpen);
  const setOpen = useOverlays((s) => s.setCookieSettingsOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogPanel
        title="Cookie Settings"
        description="Choose which cookies we may use. You can change this at any time."
      >
        {/* Keyed so reopening starts from what is saved, not from an abandoned edit. */}
        <PreferencesForm
          key={String(open)}
          initial={current ?? DEFAULT_PREFERENCES}
          onSaved={() => setOpen(false)}
        />
      </DialogPanel>
    </Dialog>
  );
}

function PreferencesForm({ initial, onSaved }: { initial: CookieConsent; onSaved: () => void }) {
  const [prefs, setPrefs] = useState<CookieConsent>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        saveConsent(prefs);
        onSaved();
      }}
    >
      <ul className="divide-y rounded-xl border">
        {categories.map(({ key, title, description }) => (
          <li key={key} className="flex items-start justify-between gap-4 p-4">
            <div>
              <label htmlFor={`cookie-${key}`} className="font-medium">
                {title}
              </label>
              <p className="text-muted-foreground text-sm">{description}</p>
            </div>
            <Switch
              id={`cookie-${key}`}
              checked={prefs[key]}
              disabled={key === "required"}
              onCheckedChange={(checked) =>
                key !== "required" && setPrefs((p) => ({ ...p, [key as Optional]: checked }))
              }
            />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end">
        <Button type="submit">Save Preferences</Button>
      </div>
    </form>
  );
}
