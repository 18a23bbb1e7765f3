/** @jest-environment node */
import { parseServerConfig } from "@/lib/config";

function loadWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    let loaded: typeof import("@/lib/public-env") | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import("@/lib/public-env")>("@/lib/public-env");
    });
    return loaded!.publicEnv;
  } finally {
    for (const key of Object.keys(env)) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
}

describe("public environment variables", () => {
  it("fall back to the club's defaults when unset or blank", () => {
    const env = loadWith({ NEXT_PUBLIC_SITE_URL: undefined, NEXT_PUBLIC_SITE_NAME: "  " });
    expect(env.siteUrl).toBe("http://localhost:3000");
    expect(env.siteName).toBe("Lotus Club");
  });

  it("are trimmed, and the site's origin loses a trailing slash", () => {
    const env = loadWith({
      NEXT_PUBLIC_SITE_URL: "https://lotusclub.in/",
      NEXT_PUBLIC_SITE_PHONE: " +91 120 000 0000 ",
    });
    expect(env.siteUrl).toBe("https://lotusclub.in");
    expect(env.sitePhone).toBe("+91 120 000 0000");
  });

  it("stop the server at start with a message naming a URL that is not one", () => {
    expect(() => parseServerConfig({ NEXT_PUBLIC_SITE_URL: "lotusclub.in" })).toThrow(
      "Configuration error: NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL",
    );
    expect(() => parseServerConfig({ NEXT_PUBLIC_REVIEW_URL: "javascript:alert(1)" })).toThrow(
      "Configuration error: NEXT_PUBLIC_REVIEW_URL must be an absolute http(s) URL",
    );
    expect(parseServerConfig({ NEXT_PUBLIC_SITE_URL: "https://lotusclub.in" }).mode.data).toBe(
      "embedded",
    );
  });
});
