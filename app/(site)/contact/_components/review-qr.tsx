import QRCode from "qrcode";
import { site } from "@/lib/site";

/** A QR code for the review page, drawn by us at build time as inline SVG (no remote image). */
export async function ReviewQr() {
  const svg = await QRCode.toString(site.reviewUrl, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
    color: { dark: "#1c2a24", light: "#ffffff" },
  });
  return (
    <figure className="w-36">
      <div
        role="img"
        aria-label={`QR code linking to our review page: ${site.reviewUrl}`}
        className="overflow-hidden rounded-lg border bg-white p-1 [&_svg]:h-auto [&_svg]:w-full"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption className="text-muted-foreground mt-2 text-xs">
        Scan to review us, or{" "}
        <a
          href={site.reviewUrl}
          className="underline underline-offset-2"
          rel="noopener"
          target="_blank"
        >
          open the review page
        </a>
        .
      </figcaption>
    </figure>
  );
}
