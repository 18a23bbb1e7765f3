import type { AdditionalInfo } from "@/lib/store/types";

/** The description, sanitised on the server before it gets here. */
export function ProductDescription({ html }: { html: string }) {
  if (!html) return null;
  return (
    <div
      className="prose-club [&>p:first-child]:mt-0"
      data-testid="product-description"
      // Sanitised by sanitizeProductHtml (lib/store/sanitize.ts) on the server.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * Additional information (care, fit, collection…), each section folded, HTML sanitised. Styled
 * from the list (`.info-list` in app/globals.css; the chevron is the summary's ::after).
 */
export function AdditionalInfoList({ items }: { items: AdditionalInfo[] }) {
  if (items.length === 0) return null;
  return (
    <div className="info-list divide-y border-y">
      {[...items]
        .sort((a, b) => a.order - b.order)
        .map((item) => (
          <details key={item.id}>
            <summary>{item.title}</summary>
            <div
              className="prose-club text-sm [&>p:first-child]:mt-2"
              // Sanitised on the server, like the description.
              dangerouslySetInnerHTML={{ __html: item.description }}
            />
          </details>
        ))}
    </div>
  );
}
