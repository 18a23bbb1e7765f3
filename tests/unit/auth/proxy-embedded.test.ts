/** @jest-environment node */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

jest.mock("@/lib/db/embedded", () => ({
  getEmbeddedDatabase: () => {
    throw new Error("proxy.ts must not open the database");
  },
}));

beforeAll(() => {
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
});

describe("proxy.ts in the embedded mode", () => {
  it("passes every request through untouched: no database, no cookie written", async () => {
    const response = await proxy(
      new NextRequest("http://localhost:3000/dashboard", {
        headers: { cookie: `lc_session=${"A".repeat(43)}` },
      }),
    );
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
