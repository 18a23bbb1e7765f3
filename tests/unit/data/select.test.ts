/** @jest-environment node */
import { startFakePostgrest, type FakePostgrest } from "./fake-postgrest";

describe("data port selection", () => {
  let fake: FakePostgrest;
  const saved = { ...process.env };

  beforeAll(async () => {
    fake = await startFakePostgrest();
  });
  afterAll(() => fake.close());
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  it("goes to Supabase when both connected-mode variables are set", async () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = fake.url;
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = fake.anonKey;
    const data = await import("@/lib/leads");
    await data.createEnquiry({
      inquiryType: "General",
      page: "/contact",
      name: "A",
      email: "a@x.in",
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: "POST", path: "/rest/v1/enquiries" });
  });

  it("reads the configuration once and touches nothing until the first query", async () => {
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
    process.env.DATA_DIR = "/nonexistent/never-created";
    const { getDataPort } = await import("@/lib/leads/select");
    const port = getDataPort();
    process.env.NEXT_PUBLIC_SUPABASE_URL = fake.url;
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = fake.anonKey;
    expect(getDataPort()).toBe(port);
    const { existsSync } = await import("node:fs");
    expect(existsSync("/nonexistent/never-created")).toBe(false);
  });
});
