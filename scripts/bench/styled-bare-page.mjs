// A second yardstick for `npm run bench:lcp-path -- --styled`: the bare Next page given our look
// and our home page's content, but none of our JavaScript. It links our built stylesheets,
// preloads the same fonts and hero picture, and renders the home page's server-rendered body
// (its scripts removed) as static HTML. What its LCP costs over the bare page is what a Next
// page with this stylesheet and this much content costs, before any code of ours runs.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { buildYardstick, distDir, root } from "./server.mjs";

const dir = path.join(root, "bench-results", "bare-styled");
const OURS = "/ours"; // where our built CSS and fonts are served from in the yardstick

/** A tag's attributes as React props (`class` and `crossorigin` renamed). */
function props(tag) {
  const renamed = { class: "className", crossorigin: "crossOrigin" };
  return Object.fromEntries(
    [...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
      renamed[name] ?? name,
      value.replaceAll("/_next/static/", `${OURS}/`),
    ]),
  );
}

/** Builds the yardstick from the home page that `base` serves; returns its folder. */
export async function buildStyledBarePage(base) {
  const html = await (await fetch(`${base}/`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const [, bodyTag, bodyHtml] = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
  const links = [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /rel="stylesheet"/.test(tag) || /as="(font|image)"/.test(tag))
    .map(props);
  const body = bodyHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replaceAll("/_next/static/", `${OURS}/`);

  rmSync(dir, { recursive: true, force: true });
  // The stylesheets refer to the fonts as ../media/…, so chunks and media keep their places.
  for (const folder of ["chunks", "media"]) {
    cpSync(path.join(root, distDir, "static", folder), path.join(dir, "public", "ours", folder), {
      recursive: true,
      filter: (file) => folder === "media" || !file.endsWith(".js"),
    });
  }
  for (const folder of ["images", "icons"]) {
    cpSync(path.join(root, "public", folder), path.join(dir, "public", folder), {
      recursive: true,
    });
  }
  // Always built afresh: it is made from the current build's page and stylesheets.
  return buildYardstick(
    dir,
    "the styled bare page",
    {
      "app/layout.jsx":
        'export const metadata = { title: "Bare, styled", description: "The bare page with our look." };\n' +
        `const html = ${JSON.stringify(props(/<html([^>]*)>/.exec(html)[0]))};\n` +
        `const body = ${JSON.stringify(props(`<body${bodyTag}>`))};\n` +
        `const links = ${JSON.stringify(links)};\n` +
        "export default function Layout({ children }) {\n" +
        "  return (<html {...html}><head>{links.map((link, i) => <link key={i} {...link} />)}</head>\n" +
        "    <body {...body}>{children}</body></html>);\n}\n",
      // display: contents keeps the wrapper out of the layout.
      "app/page.jsx":
        `const content = ${JSON.stringify(body)};\n` +
        "export default function Page() {\n" +
        '  return <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: content }} />;\n}\n',
    },
    { reuse: false },
  );
}
