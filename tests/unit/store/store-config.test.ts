/** @jest-environment node */
import { parseServerConfig } from "@/lib/config";

const hosted = { STORE_API_URL: "https://store.example", STORE_ID: "store_01" };

describe("STORE_TIMEOUT_MS", () => {
  it("is optional: without it the hosted adapter keeps its own default", () => {
    expect(parseServerConfig(hosted).store).toEqual({
      apiUrl: "https://store.example",
      storeId: "store_01",
      timeoutMs: undefined,
      imageOrigin: "https://store.example",
    });
  });

  it("sets how long each hosted store call may take, in milliseconds", () => {
    expect(parseServerConfig({ ...hosted, STORE_TIMEOUT_MS: "2500" }).store?.timeoutMs).toBe(2500);
    expect(
      parseServerConfig({ ...hosted, STORE_TIMEOUT_MS: " " }).store?.timeoutMs,
    ).toBeUndefined();
  });

  it.each(["soon", "2.5", "50", "600000"])("refuses %p, naming the variable", (value) => {
    expect(() => parseServerConfig({ ...hosted, STORE_TIMEOUT_MS: value })).toThrow(
      /^Configuration error: STORE_TIMEOUT_MS /,
    );
  });
});

describe("STORE_IMAGE_ORIGIN", () => {
  it("defaults to the store API's own origin", () => {
    const config = parseServerConfig({ ...hosted, STORE_API_URL: "https://api.store.example/v1" });
    expect(config.store?.imageOrigin).toBe("https://api.store.example");
  });

  it("names another host for the product pictures", () => {
    const config = parseServerConfig({
      ...hosted,
      STORE_IMAGE_ORIGIN: "https://cdn.store.example",
    });
    expect(config.store?.imageOrigin).toBe("https://cdn.store.example");
  });

  it.each(["cdn.store.example", "ftp://cdn.store.example", "https://cdn.store.example/images"])(
    "refuses %p, naming the variable",
    (value) => {
      expect(() => parseServerConfig({ ...hosted, STORE_IMAGE_ORIGIN: value })).toThrow(
        /^Configuration error: STORE_IMAGE_ORIGIN must be/,
      );
    },
  );

  it("is refused without the hosted store it belongs to", () => {
    expect(() => parseServerConfig({ STORE_IMAGE_ORIGIN: "https://cdn.store.example" })).toThrow(
      "Configuration error: STORE_IMAGE_ORIGIN is set but STORE_API_URL and STORE_ID are not.",
    );
  });
});
