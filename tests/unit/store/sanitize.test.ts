/** @jest-environment node */
import { productPlainText, sanitizeProductHtml } from "@/lib/store/sanitize";

const hostile = [
  "<script>alert(1)</script><p>Safe</p>",
  '<img src=x onerror="alert(1)">',
  '<p onclick="alert(1)" onmouseover="alert(2)">Click</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(1)"><circle/></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">x</p>',
  '<form action="https://evil.example"><input name="card"><button>Pay</button></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<p>a</p><!-- <script>alert(1)</script> -->",
  '<div><a href="//evil.example">protocol-relative</a></div>',
];

describe("sanitizeProductHtml", () => {
  it.each(hostile)("leaves no script, handler or dangerous URL in %s", (html) => {
    const clean = sanitizeProductHtml(html);
    expect(clean).not.toMatch(
      /<script|<iframe|<svg|<style|<form|<input|<object|<embed|<base|<meta|<img|<math|<noscript/i,
    );
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(/style=/i);
    expect(clean).not.toMatch(/href="\/\//);
  });

  it("keeps formatting and safe links, forcing rel and target", () => {
    expect(
      sanitizeProductHtml(
        '<h1>Title</h1><p>A <strong>bold</strong> <em>claim</em></p><ul><li>One</li></ul><a href="https://lotus.example/care" rel="opener" target="_self" title="Care">care</a>',
      ),
    ).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em></p><ul><li>One</li></ul><a href="https://lotus.example/care" rel="noopener noreferrer nofollow" target="_blank" title="Care">care</a>',
    );
    expect(sanitizeProductHtml('<a href="mailto:hello@lotusclub.in">mail</a>')).toContain(
      'href="mailto:hello@lotusclub.in"',
    );
  });

  it("drops a dangerous link's href but keeps its text", () => {
    expect(sanitizeProductHtml('<a href="javascript:alert(1)">text</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">text</a>',
    );
  });
});

describe("productPlainText", () => {
  it("strips every tag, decodes entities and collapses whitespace", () => {
    expect(
      productPlainText(
        "<p>Tea &amp; coffee</p>\n<ul><li>One</li>   <li>Two</li></ul><script>x()</script>",
      ),
    ).toBe("Tea & coffee One Two");
  });

  it("shortens to the limit with an ellipsis", () => {
    expect(productPlainText(`<p>${"word ".repeat(100)}</p>`, 20)).toMatch(/^.{1,20}$/);
    expect(productPlainText(`<p>${"word ".repeat(100)}</p>`, 20).endsWith("…")).toBe(true);
  });
});
