/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { GET as session } from "@/app/api/auth/session/route";
import { POST as signin } from "@/app/api/auth/signin/route";
import { POST as signout } from "@/app/api/auth/signout/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { GET as oauth } from "@/app/api/auth/oauth/route";
import { POST as verify } from "@/app/api/auth/verify/route";
import { POST as resend } from "@/app/api/auth/verify/resend/route";
import { POST as forgot } from "@/app/api/auth/forgot/route";
import { afterAnswerSettled } from "@/lib/auth/after-answer";
import { POST as reset } from "@/app/api/auth/reset/route";
import { POST as book } from "@/app/api/bookings/route";
import { getCurrentUser } from "@/lib/auth";
import { SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { DataConstraintError } from "@/lib/db";
import { passwordHashQueue } from "@/lib/auth/embedded/hash-queue";
import { RateLimitedError } from "@/lib/http/errors";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { getDataPort } from "@/lib/leads/select";
import { createTempDataDir, jsonPost, nextClientIp, SITE } from "../http/route-helpers";
import { uniqueEmail } from "./cookie-jar";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

// These tests count attempts, not hashing work: cheap scrypt (N=2^10) keeps the dozens of sign-ins
// quick. The real parameters and the rehash are tested in password and embedded-adapter tests.
jest.mock("@/lib/auth/embedded/password", () => {
  const actual = jest.requireActual("@/lib/auth/embedded/password");
  const cheap = { ...actual.SCRYPT_PARAMS, N: 2 ** 10 };
  let dummy: Promise<string> | undefined;
  return {
    ...actual,
    hashPassword: (password: string) => actual.hashPassword(password, cheap),
    needsRehash: () => false,
    dummyPasswordHash: () => (dummy ??= actual.hashPassword("no-such-password", cheap)),
  };
});

const folder = createTempDataDir();

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

/** The Set-Cookie for our session cookie, and the `name=value` a browser would send back. */
function sessionCookieOf(response: Response) {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return { header, pair: header?.split(";")[0] };
}

const withCookie = (request: Request, cookie: string | undefined) => {
  if (cookie) request.headers.set("cookie", cookie);
  return request;
};
const readSession = (cookie?: string) =>
  session(withCookie(new Request(`${SITE}/api/auth/session`), cookie));

/** Sign-up answers the same for every address and signs nobody in: sign up, then sign in. */
async function signedUp(body: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const values = { email, password: "secret-1", name: "Asha", userQuery: "A desk", ...body };
  const response = await signup(jsonPost("/api/auth/signup", values));
  const signedIn = await signin(
    jsonPost("/api/auth/signin", { email, password: values.password, remember: true }),
  );
  return { email, response, cookie: sessionCookieOf(signedIn).pair };
}

/** The account e-mails owed to `email`, oldest first, with the link each carries. */
async function accountMail(email: string) {
  const db = await getEmbeddedDatabase(folder);
  const { rows } = await db.query<{ template: string; link: string }>(
    `select template, payload->>'link' as link from public.outbox
     where lower(recipient) = lower($1) and template in ('email-verification', 'account-exists', 'password-reset')
     order by created_at`,
    [email],
  );
  return rows;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("POST /api/auth/signup (embedded)", () => {
  it("creates the account unverified, signs nobody in, stores the lead and e-mails a verification link", async () => {
    const { email, response } = await signedUp({
      name: "Asha Verma",
      userQuery: "A desk for two",
    });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ ok: true, user: null, session: null });
    expect(sessionCookieOf(response).header).toBeUndefined();

    const db = await getEmbeddedDatabase(folder);
    const { rows: users } = await db.query<{ id: string; verified: boolean }>(
      "select id, email_verified_at is not null as verified from embedded_auth.users where email = $1",
      [email],
    );
    expect(users).toEqual([{ id: expect.any(String), verified: false }]);
    const { rows } = await db.query(
      "select user_id, name, email, user_query from public.leads where email = $1",
      [email],
    );
    expect(rows).toEqual([
      { user_id: users[0]!.id, name: "Asha Verma", email, user_query: "A desk for two" },
    ]);
    const mail = await accountMail(email);
    expect(mail).toEqual([{ template: "email-verification", link: expect.any(String) }]);
    expect(mail[0]!.link).toMatch(
      /^http:\/\/localhost:3000\/auth\/verify\?token=[A-Za-z0-9_-]{43}$/,
    );
    // Only the token's hash is kept with the account.
    const { rows: tokens } = await db.query<{ token_hash: string }>(
      "select token_hash from embedded_auth.account_tokens where user_id = $1",
      [users[0]!.id],
    );
    expect(tokens[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]!.token_hash).not.toBe(tokenOf(mail[0]!.link));
  }, 60_000);

  it("answers a taken email exactly like a new one: same status, body and cookies; its owner is told", async () => {
    const { email } = await signedUp();
    const fresh = await signup(
      jsonPost("/api/auth/signup", {
        email: uniqueEmail(),
        password: "other-pw",
        name: "X",
        userQuery: "Y",
      }),
    );
    const again = await signup(
      jsonPost("/api/auth/signup", {
        email: email.toUpperCase(),
        password: "other-pw",
        name: "X",
        userQuery: "Y",
      }),
    );
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    expect(again.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    const db = await getEmbeddedDatabase(folder);
    const { rows } = await db.query("select 1 from public.leads where lower(email) = lower($1)", [
      email,
    ]);
    expect(rows).toHaveLength(1);
    expect((await accountMail(email)).map((m) => m.template)).toEqual([
      "email-verification",
      "account-exists",
    ]);
    // The old password still signs in; the second one never became one.
    const wrong = await signin(
      jsonPost("/api/auth/signin", { email, password: "other-pw", remember: true }),
    );
    expect(wrong.status).toBe(401);
  }, 30_000);

  it("requires a password of at least 8 characters, saying so", async () => {
    const response = await signup(
      jsonPost("/api/auth/signup", {
        email: uniqueEmail(),
        password: "12345",
        name: "A",
        userQuery: "B",
      }),
    );
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({
      fieldErrors: { password: "Password must be at least 8 characters long." },
    });
  });

  it("reports a failed lead insert as 'Could not save lead details: ' and our words, never the database's", async () => {
    const spy = jest.spyOn(getDataPort(), "createLead").mockRejectedValueOnce(
      new DataConstraintError("Could not save the lead: constraint 23514", {
        cause: {
          code: "23514",
          message: 'new row for relation "leads" violates check constraint "leads_name_length"',
        },
      }),
    );
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const { response } = await signedUp();
    spy.mockRestore();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("its lead was not saved"),
      expect.stringContaining("DataConstraintError"),
    );
    warn.mockRestore();
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "lead_refused",
      message: "Could not save lead details: please check your name and query and try again.",
    });
  }, 30_000);

  it.each([
    ["1234567", "Password must be at least 8 characters long."],
    ["password1", "This password is too common. Please choose a less common one."],
    ["Sunshine2024", null],
  ])(
    "refuses the weak password %p with its message, and creates no account",
    async (password, message) => {
      const email = uniqueEmail();
      const response = await signup(jsonPost("/api/auth/signup", { email, password }));
      if (message === null) {
        expect(response.status).toBe(201);
        return;
      }
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toMatchObject({ fieldErrors: { password: message } });
      const db = await getEmbeddedDatabase(folder);
      const { rows } = await db.query("select 1 from embedded_auth.users where email = $1", [
        email,
      ]);
      expect(rows).toEqual([]);
    },
    30_000,
  );

  it("refuses another site's request", async () => {
    const response = await signup(
      jsonPost(
        "/api/auth/signup",
        { email: uniqueEmail(), password: "secret-1" },
        { origin: "https://evil.example" },
      ),
    );
    expect(response.status).toBe(403);
  });
});

describe("POST /api/auth/signin and /api/auth/signout (embedded)", () => {
  it("remember me on: a cookie for 30 days (Max-Age); off: a browser-session cookie (no Max-Age, no Expires)", async () => {
    const { email } = await signedUp();
    const on = await signin(
      jsonPost("/api/auth/signin", { email, password: "secret-1", remember: true }),
    );
    expect(on.status).toBe(200);
    expect(sessionCookieOf(on).header).toMatch(
      /; Max-Age=2592000; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    const off = await signin(
      jsonPost("/api/auth/signin", { email, password: "secret-1", remember: false }),
    );
    const header = sessionCookieOf(off).header!;
    expect(header).toMatch(/^lc_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
  }, 30_000);

  it("answers a wrong password and an unknown email alike: 401 'Invalid email or password.'", async () => {
    const { email } = await signedUp();
    for (const body of [
      { email, password: "wrong-pw" },
      { email: uniqueEmail(), password: "secret-1" },
    ]) {
      const response = await signin(jsonPost("/api/auth/signin", body));
      expect(response.status).toBe(401);
      await expect(response.json()).resolves.toEqual({
        ok: false,
        code: "unauthenticated",
        message: "Invalid email or password.",
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  }, 30_000);

  const tryPassword = (email: string, password: string, clientIp: string) =>
    signin(jsonPost("/api/auth/signin", { email, password }, { clientIp }));

  it("stops one address guessing at one account after 10 wrong passwords, even with the right one", async () => {
    for (const email of [(await signedUp()).email, uniqueEmail("unknown")]) {
      const attacker = nextClientIp();
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await tryPassword(email, "wrong-pw", attacker)).status).toBe(401);
      }
      const blocked = await tryPassword(email, "secret-1", attacker);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    }
  }, 90_000);

  it("does not lock the owner out: after 10 wrong passwords from elsewhere, the right one from a new address signs in", async () => {
    const { email } = await signedUp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await tryPassword(email, "wrong-pw", nextClientIp())).status).toBe(401);
    }
    const owner = await tryPassword(email, "secret-1", nextClientIp());
    expect(owner.status).toBe(200);
    expect(sessionCookieOf(owner).pair).toBeDefined();
  }, 90_000);

  it("slows many addresses guessing at one account: past 10 failures each try waits (Retry-After), known or not", async () => {
    for (const email of [(await signedUp()).email, uniqueEmail("unknown")]) {
      for (let attempt = 0; attempt < 11; attempt++) {
        expect((await tryPassword(email, "wrong-pw", nextClientIp())).status).toBe(401);
      }
      const waiting = await tryPassword(email, "secret-1", nextClientIp());
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    }
  }, 90_000);

  it("answers a sign-in the full hashing queue refused with 429, not 503", async () => {
    const { email } = await signedUp();
    jest
      .spyOn(passwordHashQueue, "run")
      .mockRejectedValueOnce(new RateLimitedError(1))
      .mockRejectedValueOnce(new RateLimitedError(1));
    const refused = await tryPassword(email, "secret-1", nextClientIp());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    jest.restoreAllMocks();
    expect((await tryPassword(email, "secret-1", nextClientIp())).status).toBe(200);
  }, 60_000);

  it("limits attempts per client: one address trying many accounts is stopped", async () => {
    const clientIp = nextClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 51; attempt++) {
      const response = await signin(
        jsonPost(
          "/api/auth/signin",
          { email: uniqueEmail("spray"), password: "secret-1" },
          { clientIp },
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  }, 60_000);

  it("signs out: the cookie is cleared and the old value no longer works", async () => {
    const { cookie } = await signedUp();
    const response = await signout(withCookie(jsonPost("/api/auth/signout", {}), cookie));
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response).header).toMatch(
      /^lc_session=; Path=\/; Max-Age=0; Expires=Thu, 01 Jan 1970/,
    );
    await expect((await readSession(cookie)).json()).resolves.toMatchObject({
      user: null,
      session: null,
    });
  }, 30_000);
});

describe("GET /api/auth/session and getCurrentUser(request)", () => {
  it("names nobody without a cookie, and clears a tampered one", async () => {
    await expect((await readSession()).json()).resolves.toEqual({
      ok: true,
      user: null,
      session: null,
      oauth: false,
    });
    const { cookie } = await signedUp();
    const tampered = `${cookie!.slice(0, -1)}${cookie!.endsWith("A") ? "B" : "A"}`;
    const response = await readSession(tampered);
    await expect(response.json()).resolves.toMatchObject({ user: null });
    expect(sessionCookieOf(response).header).toContain("Max-Age=0");
  }, 30_000);

  it("gives route handlers the signed-in user", async () => {
    const { email, cookie } = await signedUp({ name: "Ravi" });
    const request = withCookie(new Request(`${SITE}/api/anything`), cookie);
    await expect(getCurrentUser(request)).resolves.toMatchObject({
      email,
      name: "Ravi",
      id: expect.any(String),
    });
    await expect(getCurrentUser(new Request(`${SITE}/api/anything`))).resolves.toBeNull();
  }, 30_000);
});

describe("verification and password reset (issue 14 item 5)", () => {
  const LINK_INVALID = "This link has expired or has already been used. Ask for a new one below.";
  const bookingBy = (cookie: string | undefined) =>
    book(withCookie(jsonPost("/api/bookings", { kind: "meeting-room" }), cookie));

  it("an unverified member may sign in but not book; the link verifies, signs in once, and booking opens", async () => {
    const { email, cookie } = await signedUp();
    const refused = await bookingBy(cookie);
    expect(refused.status).toBe(403);
    await expect(refused.json()).resolves.toMatchObject({
      message: "Please verify your email address before booking.",
    });
    await expect((await readSession(cookie)).json()).resolves.toMatchObject({
      user: { email, unverified: true },
    });

    const token = tokenOf((await accountMail(email))[0]!.link);
    const verified = await verify(jsonPost("/api/auth/verify", { token }));
    expect(verified.status).toBe(200);
    const session = sessionCookieOf(verified).pair;
    const who = (await (await readSession(session)).json()) as { user: Record<string, unknown> };
    expect(who.user).toMatchObject({ email });
    expect(who.user.unverified).toBeUndefined();
    // Past the verification check: now the body is what is wrong.
    expect((await bookingBy(session)).status).toBe(400);

    const twice = await verify(jsonPost("/api/auth/verify", { token }));
    expect(twice.status).toBe(400);
    await expect(twice.json()).resolves.toMatchObject({ message: LINK_INVALID });
    expect(sessionCookieOf(twice).header).toBeUndefined();
  }, 30_000);

  it("refuses an expired link and one that was never issued", async () => {
    const { email } = await signedUp();
    const token = tokenOf((await accountMail(email))[0]!.link);
    const db = await getEmbeddedDatabase(folder);
    await db.query(
      "update embedded_auth.account_tokens set expires_at = now() - interval '1 second' where user_id = (select id from embedded_auth.users where email = $1)",
      [email],
    );
    for (const attempt of [token, "A".repeat(43), "short"]) {
      const response = await verify(jsonPost("/api/auth/verify", { token: attempt }));
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toMatchObject({ message: LINK_INVALID });
    }
  }, 30_000);

  it("resends a verification link to a signed-in unverified member", async () => {
    const { email, cookie } = await signedUp();
    const response = await resend(withCookie(jsonPost("/api/auth/verify/resend", {}), cookie));
    expect(response.status).toBe(200);
    expect((await accountMail(email)).map((m) => m.template)).toEqual([
      "email-verification",
      "email-verification",
    ]);
    expect((await resend(jsonPost("/api/auth/verify/resend", {}))).status).toBe(401);
  }, 30_000);

  it("answers a reset request the same for known and unknown addresses; the link sets the password and ends other sessions", async () => {
    const { email, cookie: oldSession } = await signedUp();
    const said = "If an account exists for that email, we've sent a link to reset your password.";
    for (const address of [email, uniqueEmail("nobody")]) {
      const response = await forgot(jsonPost("/api/auth/forgot", { email: address }));
      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toEqual({ ok: true, message: said });
    }
    await afterAnswerSettled(); // the link is written after the answer (issue 24 item 11)
    const mail = await accountMail(email);
    expect(mail.at(-1)).toMatchObject({ template: "password-reset" });
    const token = tokenOf(mail.at(-1)!.link);

    const weak = await reset(jsonPost("/api/auth/reset", { token, password: "password1" }));
    expect(weak.status).toBe(400);
    const done = await reset(jsonPost("/api/auth/reset", { token, password: "a-new-secret-9" }));
    expect(done.status).toBe(200);
    const newSession = sessionCookieOf(done).pair;
    await expect((await readSession(newSession)).json()).resolves.toMatchObject({
      user: { email },
    });
    // Whoever was signed in with the old password is signed out; the old password is gone.
    await expect((await readSession(oldSession)).json()).resolves.toMatchObject({ user: null });
    const old = await signin(
      jsonPost("/api/auth/signin", { email, password: "secret-1", remember: true }),
    );
    expect(old.status).toBe(401);
    const again = await reset(jsonPost("/api/auth/reset", { token, password: "another-one-7" }));
    expect(again.status).toBe(400);
    await expect(again.json()).resolves.toMatchObject({ message: LINK_INVALID });
  }, 30_000);
});

describe("GET /api/auth/oauth (embedded)", () => {
  it("says social sign-in needs Supabase, and sends nobody anywhere", async () => {
    const response = await oauth(
      new Request(`${SITE}/api/auth/oauth?provider=google&next=/dashboard`),
    );
    expect(response.status).toBe(501);
    expect(response.headers.get("location")).toBeNull();
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "not_implemented",
      message: "Social sign-in needs the Supabase configuration.",
    });
  });
});
