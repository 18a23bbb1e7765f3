"use client";

import { useEffect, useState } from "react";
import { MapPin, Navigation } from "lucide-react";
import { Button } from "@/components/ui/button";
import { site } from "@/lib/site";
import { useCookieConsent } from "@/components/cookies/use-cookie-consent";

const delta = 0.006;
const bbox = [
  site.geo.longitude - delta,
  site.geo.latitude - delta / 2,
  site.geo.longitude + delta,
  site.geo.latitude + delta / 2,
].join(",");
export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${site.geo.latitude},${site.geo.longitude}`;
const LOAD_TIMEOUT_MS = 8000;

/**
 * The map is a third party: it loads only with third-party consent or on request, lazily, and
 * falls back to the address and a directions link when it does not load in time.
 */
export function MapEmbed() {
  const consent = useCookieConsent();
  const [requested, setRequested] = useState(false);
  const [state, setState] = useState<"waiting" | "loaded" | "failed">("waiting");
  const show = requested || consent?.thirdParty === true;

  useEffect(() => {
    if (!show || state !== "waiting") return;
    const timer = setTimeout(
      () => setState((s) => (s === "waiting" ? "failed" : s)),
      LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [show, state]);

  return (
    <div className="bg-muted relative aspect-[4/3] overflow-hidden rounded-2xl border">
      {show && state !== "failed" ? (
        <iframe
          title={`Map showing ${site.address.short}`}
          src={MAP_EMBED_URL}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
          className="absolute inset-0 size-full border-0"
          onLoad={() => setState("loaded")}
        />
      ) : null}
      {state !== "loaded" ? (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center"
          data-testid="map-fallback"
        >
          <MapPin className="text-accent size-8" aria-hidden />
          <p className="font-medium">{site.address.short}</p>
          {state === "failed" ? (
            <p className="text-muted-foreground text-sm">The map could not load.</p>
          ) : null}
          <div className="flex flex-wrap justify-center gap-2">
            {!show ? (
              <Button size="sm" variant="outline" onClick={() => setRequested(true)}>
                Show map
              </Button>
            ) : null}
            <Button asChild size="sm">
              <a href={site.mapsUrl} target="_blank" rel="noopener">
                <Navigation aria-hidden />
                Get directions
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
