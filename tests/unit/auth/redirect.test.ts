/** @jest-environment node */
import { safeRedirectPath } from "@/lib/auth/redirect";

describe("safeRedirectPath: only same-origin paths are ever targets", () => {
  it.each([
    ["/checkout?item=day-pass", "/checkout?item=day-pass"],
    ["/dashboard", "/dashboard"],
    ["/", "/"],
    ["/blog/faqs#top", "/blog/faqs#top"],
    ["/a/../dashboard", "/dashboard"],
    ["/search?q=a%20b", "/search?q=a%20b"],
  ])("keeps %p as %p", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/checkout"],
    ["slash-backslash", "/\\evil.example"],
    ["backslash-slash", "\\/evil.example"],
    ["backslashes", "\\\\evil.example"],
    ["absolute http", "http://evil.example"],
    ["absolute https", "https://evil.example/dashboard"],
    ["javascript scheme", "javascript:alert(1)"],
    ["data scheme", "data:text/html,<script>alert(1)</script>"],
    ["scheme-relative-ish", "https:/evil.example"],
    ["relative path", "dashboard"],
    ["dot path", "./dashboard"],
    ["tab inside", "/\t/evil.example"],
    ["newline inside", "/\n/evil.example"],
    ["carriage return", "/dash\rboard"],
    ["null byte", "/dash\u0000board"],
    ["DEL", "/dash\u007fboard"],
    ["dot segment to protocol-relative", "/.//evil.example"],
    ["dot-dot segment to protocol-relative", "/..//evil.example"],
    ["encoded dot-dot to protocol-relative", "/%2e%2e//evil.example"],
    ["leading space", " /dashboard"],
    ["empty", ""],
    ["too long", `/${"a".repeat(3000)}`],
  ])("refuses %s (%p) with /", (_label, input) => {
    expect(safeRedirectPath(input)).toBe("/");
  });

  it.each([[undefined], [null], [42], [{ path: "/x" }], [["/x"]]])(
    "refuses a non-string %p",
    (input) => {
      expect(safeRedirectPath(input)).toBe("/");
    },
  );
});
