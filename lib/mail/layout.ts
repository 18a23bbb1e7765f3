import { site } from "@/lib/site";

/** What a template says; the layout turns it into the plain-text and HTML bodies. */
export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows: the booking, the enquiry, the order. */
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Line breaks a visitor typed (a message, a query) survive, as escaped text. */
const escapeLines = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");

const FOOTER = `${site.name} · ${site.address.short} · ${site.hours.label} · ${site.phone}`;

export function renderText({ heading, paragraphs, details, action }: MailContent): string {
  const rows = details?.map(([label, value]) => `${label}: ${value}`) ?? [];
  return [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(rows.length ? [...rows, ""] : []),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    "--",
    FOOTER,
    site.url,
    "",
  ].join("\n");
}

/**
 * Inline styles and one table, as mail apps need; every value is escaped here, so a template
 * never writes HTML of its own.
 */
export function renderHtml({ subject, heading, paragraphs, details, action }: MailContent): string {
  const rows = (details ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#5b6b63;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#16221c">${escapeLines(value)}</td></tr>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f1ea;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#16221c">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:600;color:#1f5c45">${escapeHtml(site.name)}</p>
<div style="background:#ffffff;border-radius:12px;padding:28px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeLines(p)}</p>`).join("\n")}
${rows ? `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px;font-size:14px">${rows}</table>` : ""}
${action ? `<p style="margin:20px 0 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f5c45;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px">${escapeHtml(action.label)}</a></p>` : ""}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#5b6b63">${escapeHtml(FOOTER)}</p>
</div></body></html>
`;
}
