import { ImageResponse } from "next/og";
import { site } from "@/lib/site";

// Social networks want a raster preview; this one is drawn at build time from the site facts.
export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #fbfaf7 0%, #e3efe8 100%)",
        color: "#2b2724",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <path
            d="M16 5c3 3.6 4.5 7.3 4.5 11S19 23.4 16 27c-3-3.6-4.5-7.3-4.5-11S13 8.6 16 5Z"
            fill="#2f6b55"
          />
          <path
            d="M4 13c4.2.2 7.3 1.9 9.4 5 1.2 1.8 1.9 4.8 2.6 9-4.4-.3-7.6-1.9-9.6-4.9C5 19.9 4.2 17 4 13Zm24 0c-4.2.2-7.3 1.9-9.4 5-1.2 1.8-1.9 4.8-2.6 9 4.4-.3 7.6-1.9 9.6-4.9 1.4-2.2 2.2-5.1 2.4-9.1Z"
            fill="#2f6b55"
            opacity="0.55"
          />
        </svg>
        <div style={{ fontSize: 48 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <div style={{ fontSize: 64, lineHeight: 1.1, maxWidth: 980 }}>{site.tagline}</div>
        <div style={{ fontSize: 30, color: "#5d5650" }}>
          {`${site.address.short} · ${site.hours.label}`}
        </div>
      </div>
    </div>,
    size,
  );
}
