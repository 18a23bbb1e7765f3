/** @jest-environment node */
import { createSupabaseAuthAdapter } from "@/lib/auth/adapters/supabase";
import { InvalidCredentialsError } from "@/lib/auth/errors";
import { SESSION_ONLY_COOKIE } from "@/lib/auth/supabase/cookies";
import { describeAuthPortContract } from "./auth-port-contract";
import { createJar, uniqueEmail, type TestJar } from "./cookie-jar";
import { startFakeSupabase, type FakeSupabase } from "./fake-supabase";
import { quietSupabaseWarnings } from "./quiet-supabase";

quietSupabaseWarnings();

const authCookie = (jar: TestJar) =>
  jar
    .getAll()
    .find(
      (c) =>
        c.name.startsWith("sb-") &&
        c.name.includes("auth-token") &&
        !c.name.includes("code-verifier"),
    )?.name;

describeAuthPortContract("supabase (fake auth server)", async () => {
  const fake = await startFakeSupabase();
  return {
    port: createSupabaseAuthAdapter({ url: fake.url, anonKey: fake.anonKey }),
    sessionCookie: authCookie,
    close: fake.close,
  };
});

describe("supabase adapter: the calls of spec section 7, exactly", () => {
  let fake: FakeSupabase;
  const port = () => createSupabaseAuthAdapter({ url: fake.url, anonKey: fake.anonKey });
  const since = (start: number) => fake.requests.slice(start);

  beforeAll(async () => {
    fake = await startFakeSupabase();
  });
  afterAll(() => fake.close());
  afterEach(() => fake.setConfirmEmail(false));

  it("sign-up: POST /auth/v1/signup with email, password and options.data { name, user_query }, and the apikey", async () => {
    const start = fake.requests.length;
    const email = uniqueEmail();
    await port().signUp(
      { email, password: "secret-1", name: "Asha Verma", userQuery: "A desk for two" },
      createJar().context(),
    );
    const [signup] = since(start);
    expect(signup).toMatchObject({
      method: "POST",
      path: "/auth/v1/signup",
      headers: { apikey: fake.anonKey },
    });
    expect(signup?.body).toMatchObject({
      email,
      password: "secret-1",
      data: { name: "Asha Verma", user_query: "A desk for two" },
    });
  });

  it("sign-in: POST /auth/v1/token?grant_type=password with email and password", async () => {
    const email = uniqueEmail();
    await port().signUp({ email, password: "secret-1" }, createJar().context());
    const start = fake.requests.length;
    await port().signIn({ email, password: "secret-1", remember: true }, createJar().context());
    const [token] = since(start);
    expect(token).toMatchObject({
      method: "POST",
      path: "/auth/v1/token",
      headers: { apikey: fake.anonKey },
    });
    expect(token?.query.get("grant_type")).toBe("password");
    expect(token?.body).toMatchObject({ email, password: "secret-1" });
  });

  it("sign-out: POST /auth/v1/logout with the user's access token as bearer; the session is gone", async () => {
    const jar = createJar();
    const email = uniqueEmail();
    await port().signUp({ email, password: "secret-1" }, jar.context());
    const signedIn = await port().getSession(jar.context());
    const before = fake.liveSessions();
    const start = fake.requests.length;
    await port().signOut(jar.context());
    const logout = since(start).find((r) => r.path === "/auth/v1/logout");
    expect(logout).toMatchObject({
      method: "POST",
      headers: { apikey: fake.anonKey, authorization: `Bearer ${signedIn?.accessToken}` },
    });
    expect(fake.liveSessions()).toBe(before - 1);
    expect(authCookie(jar)).toBeUndefined();
  });

  it("OAuth: the authorize URL names the provider and redirect_to our callback, with a PKCE challenge; the callback trades the code", async () => {
    const email = uniqueEmail();
    await port().signUp({ email, password: "secret-1" }, createJar().context());
    const jar = createJar();
    const redirectTo = "http://localhost:3000/auth/callback?next=%2Fcheckout%3Fitem%3Dday-pass";
    const url = new URL(await port().oauthUrl("github", redirectTo, jar.context()));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/auth/v1/authorize`);
    expect(url.searchParams.get("provider")).toBe("github");
    expect(url.searchParams.get("redirect_to")).toBe(redirectTo);
    const challenge = url.searchParams.get("code_challenge");
    expect(challenge).toBeTruthy();
    expect(jar.getAll().some((c) => c.name.endsWith("code-verifier"))).toBe(true);

    const code = fake.issueAuthCode(email, challenge!);
    const start = fake.requests.length;
    await port().exchangeCode(code, jar.context());
    const [pkce] = since(start);
    expect(pkce?.path).toBe("/auth/v1/token");
    expect(pkce?.query.get("grant_type")).toBe("pkce");
    expect(pkce?.body).toMatchObject({ auth_code: code, code_verifier: expect.any(String) });
    await expect(port().getSession(jar.context())).resolves.toMatchObject({ user: { email } });
  });

  it("trusts only a verified user: the session cookie's token is checked with the auth server, and a forged one is refused", async () => {
    const email = uniqueEmail();
    const jar = createJar();
    await port().signUp({ email, password: "secret-1" }, jar.context());
    const start = fake.requests.length;
    await expect(port().getSession(jar.context())).resolves.toMatchObject({ user: { email } });
    expect(since(start).map((r) => `${r.method} ${r.path}`)).toContain("GET /auth/v1/user");

    // Same user id and email inside, but no live session behind it (forged, or revoked).
    const name = authCookie(jar)!;
    const stored = JSON.parse(
      Buffer.from(jar.get(name)!.replace(/^base64-/, ""), "base64url").toString("utf8"),
    ) as Record<string, unknown>;
    const forged = { ...stored, access_token: fake.forgeToken(email) };
    jar.put(name, `base64-${Buffer.from(JSON.stringify(forged)).toString("base64url")}`);
    await expect(port().getSession(jar.context())).resolves.toBeNull();
  });

  it("strict reads ask the auth server (getUser) every time, and see a revoked session as nobody", async () => {
    const email = uniqueEmail();
    const jar = createJar();
    await port().signUp({ email, password: "secret-1", name: "Asha" }, jar.context());
    const start = fake.requests.length;
    await expect(port().getSession(jar.context(), { strict: true })).resolves.toMatchObject({
      user: { email, name: "Asha" },
      accessToken: expect.any(String),
    });
    expect(since(start).map((r) => `${r.method} ${r.path}`)).toEqual(["GET /auth/v1/user"]);

    const stolen = createJar(Object.fromEntries(jar.getAll().map((c) => [c.name, c.value])));
    await port().signOut(jar.context());
    await expect(port().getSession(stolen.context(), { strict: true })).resolves.toBeNull();
  });

  it("with email confirmation on: a new account comes back without a session; a taken email comes back as nobody", async () => {
    fake.setConfirmEmail(true);
    const email = uniqueEmail();
    const first = await port().signUp({ email, password: "secret-1" }, createJar().context());
    expect(first.user).toMatchObject({ email });
    expect(first.session).toBeNull();
    const again = await port().signUp({ email, password: "secret-2" }, createJar().context());
    expect(again).toEqual({ user: null, session: null });
  });

  it("maps Supabase's 'Invalid login credentials' to our one message", async () => {
    const error = await port()
      .signIn({ email: uniqueEmail(), password: "secret-1", remember: true }, createJar().context())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidCredentialsError);
    expect((error as Error).message).toBe("Invalid email or password.");
  });

  it("remember me off marks the session as browser-only, so proxy.ts keeps refreshing it that way", async () => {
    const email = uniqueEmail();
    await port().signUp({ email, password: "secret-1" }, createJar().context());
    const off = createJar();
    await port().signIn({ email, password: "secret-1", remember: false }, off.context());
    expect(off.get(SESSION_ONLY_COOKIE)).toBe("1");
    const on = createJar({ [SESSION_ONLY_COOKIE]: "1" });
    await port().signIn({ email, password: "secret-1", remember: true }, on.context());
    expect(on.get(SESSION_ONLY_COOKIE)).toBeUndefined();
  });
});
