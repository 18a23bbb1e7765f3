/** @jest-environment node */
import { GET as session } from "@/app/api/auth/session/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as signout } from "@/app/api/auth/signout/route";
import { GET as oauth } from "@/app/api/auth/oauth/route";
import { GET as callback } from "@/app/auth/callback/route";
import { jsonPost, SITE } from "../http/route-helpers";
import { uniqueEmail } from "./cookie-jar";
import { startFakeSupabase, type FakeSupabase } from "./fake-supabase";
import { quietSupabaseWarnings } from "./quiet-supabase";

quietSupabaseWarnings();

let fake: FakeSupabase;

beforeAll(async () => {
  fake = await startFakeSupabase();
  // Read on the first request: from here on, this process is in connected mode.
  process.env.NEXT_PUBLIC_SUPABASE_URL = fake.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = fake.anonKey;
});

afterAll(async () => {
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  await fake.close();
});

afterEach(() => {
  fake.setConfirmEmail(false);
  fake.failLeads(null);
});

/** What a browser would send back after these Set-Cookie headers. */
const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

const since = (start: number) => fake.requests.slice(start);

describe("connected mode: sign-up then the lead, through Supabase's REST endpoint", () => {
  it("signs up, then inserts the lead as the new user (their access token as bearer, the anon key as apikey)", async () => {
    const email = uniqueEmail();
    const start = fake.requests.length;
    const response = await signup(
      jsonPost("/api/auth/signup", {
        email,
        password: "secret-1",
        name: "Asha Verma",
        userQuery: "A desk for two",
      }),
    );
    expect(response.status).toBe(201);
    // The answer names nobody, whatever Supabase did (issue 14 item 5): the id comes from the lead.
    await expect(response.json()).resolves.toEqual({ ok: true, user: null, session: null });

    const [auth, lead] = since(start);
    const body = { user: { id: String((lead?.body as { user_id: string }).user_id) } };
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(auth).toMatchObject({ method: "POST", path: "/auth/v1/signup" });
    expect(auth?.body).toMatchObject({
      email,
      password: "secret-1",
      data: { name: "Asha Verma", user_query: "A desk for two" },
    });
    expect(lead).toMatchObject({
      method: "POST",
      path: "/rest/v1/leads",
      headers: {
        apikey: fake.anonKey,
        authorization: expect.stringMatching(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/),
      },
      body: { user_id: body.user.id, name: "Asha Verma", email, user_query: "A desk for two" },
    });
    // Supabase's session cookies are httpOnly: no page script ever sees a token.
    const sessionCookies = response.headers
      .getSetCookie()
      .filter((c) => c.startsWith("sb-127-auth-token"));
    expect(sessionCookies.length).toBeGreaterThan(0);
    for (const cookie of sessionCookies) expect(cookie).toMatch(/; HttpOnly; SameSite=Lax/);
    // The bearer is the new user's own access token, not the anon key.
    const jwt = String(lead?.headers.authorization).slice("Bearer ".length);
    expect(JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString())).toMatchObject({
      sub: body.user.id,
      email,
    });
    expect(fake.leads).toContainEqual({
      user_id: body.user.id,
      name: "Asha Verma",
      email,
      user_query: "A desk for two",
    });
  });

  it("with email confirmation on: no session, the lead goes in as a visitor naming the new account, and the answer names nobody", async () => {
    fake.setConfirmEmail(true);
    const email = uniqueEmail();
    const start = fake.requests.length;
    const response = await signup(
      jsonPost("/api/auth/signup", {
        email,
        password: "secret-1",
        name: "Ravi",
        userQuery: "Studio time",
      }),
    );
    await expect(response.json()).resolves.toEqual({ ok: true, user: null, session: null });
    const lead = since(start).find((r) => r.path === "/rest/v1/leads");
    expect(lead?.headers.authorization).toBe(`Bearer ${fake.anonKey}`);
    expect(lead?.body).toMatchObject({
      email,
      name: "Ravi",
      user_query: "Studio time",
      user_id: expect.any(String),
    });
  });

  it("reports a refused lead as 'Could not save lead details: ' and our words, never the database's", async () => {
    fake.failLeads({
      code: "23514",
      message: 'new row for relation "leads" violates check constraint "leads_user_query_length"',
    });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = await signup(
      jsonPost("/api/auth/signup", {
        email: uniqueEmail(),
        password: "secret-1",
        name: "A",
        userQuery: "B",
      }),
    );
    warn.mockRestore();
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "lead_refused",
      message: "Could not save lead details: please check your name and query and try again.",
    });
  });
});

describe("connected mode: session, sign-out and social sign-in", () => {
  it("reads the session through a verified user and signs out with POST /auth/v1/logout", async () => {
    const email = uniqueEmail();
    const cookies = cookieHeader(
      await signup(
        jsonPost("/api/auth/signup", { email, password: "secret-1", name: "Asha", userQuery: "Q" }),
      ),
    );
    const read = new Request(`${SITE}/api/auth/session`, { headers: { cookie: cookies } });
    const start = fake.requests.length;
    await expect((await session(read)).json()).resolves.toMatchObject({
      user: { email, name: "Asha" },
      oauth: true,
    });
    expect(since(start).map((r) => `${r.method} ${r.path}`)).toContain("GET /auth/v1/user");

    const out = jsonPost("/api/auth/signout", {});
    out.headers.set("cookie", cookies);
    const response = await signout(out);
    expect(response.status).toBe(200);
    expect(since(start).some((r) => r.path === "/auth/v1/logout" && r.method === "POST")).toBe(
      true,
    );
    expect(
      response.headers
        .getSetCookie()
        .some((c) => c.startsWith("sb-127-auth-token=;") && c.includes("Max-Age=0")),
    ).toBe(true);
  });

  it("sends the browser to /auth/v1/authorize with the provider and redirect_to our own origin's callback", async () => {
    const response = await oauth(
      new Request(
        `${SITE}/api/auth/oauth?provider=google&next=${encodeURIComponent("/checkout?item=day-pass")}`,
      ),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.url}/auth/v1/authorize`);
    expect(location.searchParams.get("provider")).toBe("google");
    expect(location.searchParams.get("redirect_to")).toBe(
      `${SITE}/auth/callback?next=%2Fcheckout%3Fitem%3Dday-pass`,
    );
    expect(
      response.headers.getSetCookie().some((c) => c.startsWith("sb-127-auth-token-code-verifier=")),
    ).toBe(true);
  });

  it("never lets `next` leave the site", async () => {
    const response = await oauth(
      new Request(
        `${SITE}/api/auth/oauth?provider=github&next=${encodeURIComponent("//evil.example")}`,
      ),
    );
    const redirectTo = new URL(
      new URL(response.headers.get("location")!).searchParams.get("redirect_to")!,
    );
    expect(redirectTo.origin).toBe(SITE);
    expect(redirectTo.searchParams.get("next")).toBe("/");
  });

  it("the callback trades the code for a session and goes to the same-origin `next`", async () => {
    const email = uniqueEmail();
    await signup(
      jsonPost("/api/auth/signup", { email, password: "secret-1", name: "A", userQuery: "B" }),
    );
    const start = await oauth(
      new Request(`${SITE}/api/auth/oauth?provider=github&next=%2Fdashboard`),
    );
    const challenge = new URL(start.headers.get("location")!).searchParams.get("code_challenge")!;
    const code = fake.issueAuthCode(email, challenge);

    const back = await callback(
      new Request(`${SITE}/auth/callback?code=${code}&next=%2Fdashboard`, {
        headers: { cookie: cookieHeader(start) },
      }),
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`${SITE}/dashboard`);
    const read = new Request(`${SITE}/api/auth/session`, {
      headers: { cookie: cookieHeader(back) },
    });
    await expect((await session(read)).json()).resolves.toMatchObject({ user: { email } });
  });

  it("the callback sends a refused or missing code back to the login dialog, and a hostile `next` home", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const refused = await callback(
      new Request(`${SITE}/auth/callback?code=nope&next=%2Fdashboard`),
    );
    warn.mockRestore();
    expect(refused.headers.get("location")).toBe(`${SITE}/?auth=login&next=%2Fdashboard`);
    const missing = await callback(
      new Request(`${SITE}/auth/callback?next=https%3A%2F%2Fevil.example`),
    );
    expect(missing.headers.get("location")).toBe(`${SITE}/?auth=login`);
  });

  it("builds every absolute URL from NEXT_PUBLIC_SITE_URL, never Host or X-Forwarded-Host", async () => {
    const spoofed = {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    };
    const start = await oauth(
      new Request(`${SITE}/api/auth/oauth?provider=google&next=%2Fdashboard`, { headers: spoofed }),
    );
    expect(new URL(start.headers.get("location")!).searchParams.get("redirect_to")).toBe(
      `${SITE}/auth/callback?next=%2Fdashboard`,
    );
    const back = await callback(
      new Request(`${SITE}/auth/callback?next=%2Fdashboard`, { headers: spoofed }),
    );
    expect(back.headers.get("location")).toBe(`${SITE}/?auth=login&next=%2Fdashboard`);
  });
});

describe("proxy.ts in connected mode", () => {
  it("refreshes an expired session on the way in and hands the new cookies to the browser", async () => {
    const { proxy } = await import("@/proxy");
    const { NextRequest } = await import("next/server");
    const email = uniqueEmail();
    const signedUp = await signup(
      jsonPost("/api/auth/signup", { email, password: "secret-1", name: "A", userQuery: "B" }),
    );
    const pair = signedUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("sb-127-auth-token="))!;
    const stored = JSON.parse(
      Buffer.from(pair.split("=")[1]!.replace(/^base64-/, ""), "base64url").toString(),
    ) as Record<string, unknown>;
    const expired = `base64-${Buffer.from(JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 })).toString("base64url")}`;

    const start = fake.requests.length;
    const response = await proxy(
      new NextRequest(`${SITE}/dashboard`, { headers: { cookie: `sb-127-auth-token=${expired}` } }),
    );
    const refresh = since(start).find((r) => r.path === "/auth/v1/token");
    expect(refresh?.query.get("grant_type")).toBe("refresh_token");
    const renewed = response.cookies.get("sb-127-auth-token");
    expect(renewed?.value).toMatch(/^base64-/);
    expect(renewed?.value).not.toBe(expired);
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("does nothing for a visitor without a Supabase cookie", async () => {
    const { proxy } = await import("@/proxy");
    const { NextRequest } = await import("next/server");
    const start = fake.requests.length;
    const response = await proxy(new NextRequest(`${SITE}/plans`));
    expect(since(start)).toEqual([]);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
