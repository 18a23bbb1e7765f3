import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * Product HTML comes from the store's back office: render only formatting and plain links. No
 * script, style, iframe, form or image survives, no attribute but a link's href and title, and
 * an href only with http(s), mailto or tel. Headings drop a level: the page has its own h1.
 */
const DESCRIPTION: sanitizeHtml.IOptions = {
  allowedTags: (
    "p br hr strong b em i u s small sub sup span h2 h3 h4 ul ol li blockquote code pre " +
    "table thead tbody tr th td a"
  ).split(" "),
  // `rel` and `target` on links are always the transform's own values, never the input's.
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
  },
};

export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, DESCRIPTION);
}

/** The description as plain text (meta descriptions, JSON-LD), whitespace collapsed. */
export function productPlainText(html: string, maxLength = 300): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
