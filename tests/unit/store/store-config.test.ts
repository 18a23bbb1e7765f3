/** @jest-environment node */
import { parseServerConfig } from "@/lib/config";

const hosted = { STORE_API_URL: "https://store.example", STORE_ID: "store_01" };

describe("STORE_TIMEOUT_MS", () => {
  it("is optional: without it the hosted adapter keeps its own default", () => {
    expect(parseServerConfig(hosted).store).toEqual({
      apiUrl: "https://store.example",
      storeId: "store_01",
      timeoutMs: undefined,
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
