/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { GET as session } from "@/app/api/auth/session/route";
import { POST as signin } from "@/app/api/auth/signin/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as verify } from "@/app/api/auth/verify/route";
import { POST as resend } from "@/app/api/auth/verify/resend/route";
import { POST as forgot } from "@/app/api/auth/forgot/route";
import { afterAnswerSettled } from "@/lib/auth/after-answer";
import { POST as reset } from "@/app/api/auth/reset/route";
import { GET as staffInbox } from "@/app/api/staff/inbox/route";
import { SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { getAuthPort } from "@/lib/auth/select";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { createTempDataDir, jsonPost, SITE } from "../http/route-helpers";
import { uniqueEmail } from "./cookie-jar";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

// Cheap scrypt (N=2^10): these tests count sessions and e-mails, not hashing work.
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

const STAFF = `staff-${Date.now()}@lotusclub.in`;
const STAFF_TOO = `staff2-${Date.now()}@lotusclub.in`;
process.env.STAFF_EMAILS = `${STAFF},${STAFF_TOO}`;
const folder = createTempDataDir();

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const LINK_INVALID = "This link has expired or has already been used. Ask for a new one below.";
const ATTACKER_PASSWORD = "attacker-chose-this-1";
const OWNER_PASSWORD = "owner-sets-this-2";

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0];

const withCookie = (request: Request, cookie: string | undefined) => {
  if (cookie) request.headers.set("cookie", cookie);
  return request;
};
const whoIs = async (cookie: string | undefined) =>
  (
    (await (await session(withCookie(new Request(`${SITE}/api/auth/session`), cookie))).json()) as {
      user: { email: string; unverified?: boolean; staff?: boolean } | null;
    }
  ).user;
const inboxAs = (cookie: string | undefined) =>
  staffInbox(withCookie(new Request(`${SITE}/api/staff/inbox`), cookie));

const signInWith = (email: string, password: string) =>
  signin(jsonPost("/api/auth/signin", { email, password, remember: true }));

/** The account e-mails owed to `email`, oldest first. */
async function accountMail(email: string, template?: string) {
  const db = await getEmbeddedDatabase(folder);
  const { rows } = await db.query<{ template: string; link: string }>(
    `select template, payload->>'link' as link from public.outbox
     where lower(recipient) = lower($1)
       and template in ('email-verification', 'account-exists', 'password-reset')
     order by created_at`,
    [email],
  );
  return template ? rows.filter((row) => row.template === template) : rows;
}
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** Someone registers `email` (not theirs), chooses the password and signs in before it is confirmed. */
async function attackerRegisters(email: string) {
  const created = await signup(
    jsonPost("/api/auth/signup", { email, password: ATTACKER_PASSWORD, name: "Not the owner" }),
  );
  expect(created.status).toBe(201);
  const signedIn = await signInWith(email, ATTACKER_PASSWORD);
  expect(signedIn.status).toBe(200);
  const cookie = cookieOf(signedIn);
  expect(await whoIs(cookie)).toMatchObject({ email, unverified: true });
  return cookie;
}

/** /api/auth/forgot, then the work it does after answering (a test reads what that wrote). */
async function forgotSettled(request: Request): Promise<Response> {
  const response = await forgot(request);
  await afterAnswerSettled();
  return response;
}

describe("issue 24 item 1: confirming an address never upgrades a session that did not prove it", () => {
  it("a member's address: the attacker's session ends, their password stops working, the owner's is set", async () => {
    const email = uniqueEmail("victim");
    const attacker = await attackerRegisters(email);

    // The real owner follows the link in their inbox and chooses their password there.
    const token = tokenOf((await accountMail(email, "email-verification"))[0]!.link);
    const confirmed = await verify(
      jsonPost("/api/auth/verify", { token, password: OWNER_PASSWORD }),
    );
    expect(confirmed.status).toBe(200);
    const owner = cookieOf(confirmed);
    expect(await whoIs(owner)).toEqual(expect.objectContaining({ email }));
    expect((await whoIs(owner))!.unverified).toBeUndefined();

    // The session made with the attacker's password is gone, and so is that password.
    expect(await whoIs(attacker)).toBeNull();
    expect((await signInWith(email, ATTACKER_PASSWORD)).status).toBe(401);
    const ownerAgain = await signInWith(email, OWNER_PASSWORD);
    expect(ownerAgain.status).toBe(200);
    expect((await whoIs(cookieOf(ownerAgain)))!.unverified).toBeUndefined();
  }, 60_000);

  it("confirming without choosing a password voids the one chosen before the address was proven", async () => {
    const email = uniqueEmail("victim");
    const attacker = await attackerRegisters(email);
    const token = tokenOf((await accountMail(email, "email-verification"))[0]!.link);
    const confirmed = await verify(jsonPost("/api/auth/verify", { token }));
    expect(confirmed.status).toBe(200);
    expect((await whoIs(cookieOf(confirmed)))!.email).toBe(email);
    expect(await whoIs(attacker)).toBeNull();
    expect((await signInWith(email, ATTACKER_PASSWORD)).status).toBe(401);
  }, 60_000);

  it("a staff address (STAFF_EMAILS): the attacker never reaches the staff API, the owner does", async () => {
    const attacker = await attackerRegisters(STAFF);
    expect((await inboxAs(attacker)).status).toBe(403);

    const token = tokenOf((await accountMail(STAFF, "email-verification"))[0]!.link);
    const confirmed = await verify(
      jsonPost("/api/auth/verify", { token, password: OWNER_PASSWORD }),
    );
    expect(confirmed.status).toBe(200);

    // Signed out: the inbox then wants a staff token, which this server has none of (404).
    expect((await inboxAs(attacker)).status).toBe(404);
    expect(await whoIs(attacker)).toBeNull();
    expect((await signInWith(STAFF, ATTACKER_PASSWORD)).status).toBe(401);
    const owner = cookieOf(confirmed);
    expect((await inboxAs(owner)).status).toBe(200);
    expect(await whoIs(owner)).toMatchObject({ email: STAFF, staff: true });
  }, 60_000);

  it("staff rights follow only a session created after the address was proven", async () => {
    // A session signed in while the address was unproven that outlived the confirmation (a
    // sign-in racing the link): the address is now confirmed, the session still proves nothing.
    const email = STAFF_TOO;
    const before = await attackerRegisters(email);
    const db = await getEmbeddedDatabase(folder);
    await db.query(
      "update embedded_auth.users set email_verified_at = now() where lower(email) = lower($1)",
      [email],
    );
    expect((await inboxAs(before)).status).toBe(403);
    const user = await whoIs(before);
    expect(user).toMatchObject({ email, unverified: true });
    expect(user!.staff).toBeUndefined();
  }, 60_000);
});

describe("issue 24 item 1: a sign-in racing the confirmation", () => {
  it("makes no session when the owner's confirmation replaced the password while it was checked", async () => {
    const email = uniqueEmail("race");
    await attackerRegisters(email);
    const token = tokenOf((await accountMail(email, "email-verification"))[0]!.link);
    const passwords = jest.requireMock<typeof import("@/lib/auth/embedded/password")>(
      "@/lib/auth/embedded/password",
    );
    const check = passwords.verifyPassword;
    let confirmed: Response | undefined;
    const spy = jest
      .spyOn(passwords, "verifyPassword")
      .mockImplementationOnce(async (password, stored) => {
        const matches = await check(password, stored);
        // The owner confirms, choosing their password, while the attacker's is being checked.
        confirmed = await verify(jsonPost("/api/auth/verify", { token, password: OWNER_PASSWORD }));
        return matches;
      });
    const raced = await signInWith(email, ATTACKER_PASSWORD);
    spy.mockRestore();
    expect(confirmed?.status).toBe(200);
    expect(raced.status).toBe(401);
    expect(cookieOf(raced)).toBeUndefined();
    const db = await getEmbeddedDatabase(folder);
    const { rows } = await db.query(
      `select 1 from embedded_auth.sessions s join embedded_auth.users u on u.id = s.user_id
       where lower(u.email) = lower($1)`,
      [email],
    );
    expect(rows).toHaveLength(1); // the owner's
  }, 60_000);
});

describe("issue 24 item 7: a reset or a verification spends every unused link of its kind", () => {
  it("an older reset link no longer works after a reset with a newer one", async () => {
    const email = uniqueEmail("resets");
    await signup(jsonPost("/api/auth/signup", { email, password: OWNER_PASSWORD }));
    for (let i = 0; i < 2; i++) {
      expect((await forgotSettled(jsonPost("/api/auth/forgot", { email }))).status).toBe(200);
    }
    const [older, newer] = (await accountMail(email, "password-reset")).map((m) => tokenOf(m.link));
    expect(older).toBeDefined();
    expect(newer).toBeDefined();
    const done = await reset(
      jsonPost("/api/auth/reset", { token: newer, password: "brand-new-3" }),
    );
    expect(done.status).toBe(200);
    const stale = await reset(
      jsonPost("/api/auth/reset", { token: older, password: "other-new-4" }),
    );
    expect(stale.status).toBe(400);
    await expect(stale.json()).resolves.toMatchObject({ message: LINK_INVALID });
    expect((await signInWith(email, "brand-new-3")).status).toBe(200);
  }, 60_000);

  it("an older verification link no longer works after a verification with a newer one", async () => {
    const email = uniqueEmail("verifies");
    await signup(jsonPost("/api/auth/signup", { email, password: OWNER_PASSWORD }));
    const cookie = cookieOf(await signInWith(email, OWNER_PASSWORD));
    expect((await resend(withCookie(jsonPost("/api/auth/verify/resend", {}), cookie))).status).toBe(
      200,
    );
    const [older, newer] = (await accountMail(email, "email-verification")).map((m) =>
      tokenOf(m.link),
    );
    const done = await verify(
      jsonPost("/api/auth/verify", { token: newer, password: OWNER_PASSWORD }),
    );
    expect(done.status).toBe(200);
    const stale = await verify(
      jsonPost("/api/auth/verify", { token: older, password: OWNER_PASSWORD }),
    );
    expect(stale.status).toBe(400);
    await expect(stale.json()).resolves.toMatchObject({ message: LINK_INVALID });
  }, 60_000);
});

describe("issue 24 item 8: at most 3 account e-mails an hour reach one address", () => {
  it("answers every reset request the same, and sends nothing past the cap, from any client address", async () => {
    const email = uniqueEmail("flooded");
    await signup(jsonPost("/api/auth/signup", { email, password: OWNER_PASSWORD }));
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const response = await forgotSettled(
        jsonPost("/api/auth/forgot", { email: email.toUpperCase() }),
      );
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    // The verification e-mail of the sign-up, then two reset links: three in the hour.
    expect((await accountMail(email)).map((m) => m.template)).toEqual([
      "email-verification",
      "password-reset",
      "password-reset",
    ]);
    // Sign-ups with the taken address and resends count too.
    await signup(jsonPost("/api/auth/signup", { email, password: "someone-else-5" }));
    expect(await accountMail(email)).toHaveLength(3);
  }, 60_000);

  it("a window that has passed lets the next e-mail through", async () => {
    const email = uniqueEmail("later");
    await signup(jsonPost("/api/auth/signup", { email, password: OWNER_PASSWORD }));
    for (let i = 0; i < 3; i++) await forgotSettled(jsonPost("/api/auth/forgot", { email }));
    expect(await accountMail(email)).toHaveLength(3);
    const db = await getEmbeddedDatabase(folder);
    await db.query(
      `update embedded_auth.account_tokens set created_at = created_at - interval '61 minutes'
       where user_id = (select id from embedded_auth.users where email = $1)`,
      [email],
    );
    await forgotSettled(jsonPost("/api/auth/forgot", { email }));
    expect(await accountMail(email, "password-reset")).toHaveLength(3);
  }, 60_000);
});

describe("issue 24 item 11: /api/auth/forgot does the same work for a known and an unknown address", () => {
  it("answers before looking the address up or writing anything", async () => {
    const port = getAuthPort();
    let started = 0;
    const spy = jest.spyOn(port, "requestPasswordReset").mockImplementation(() => {
      started++;
      return new Promise<void>(() => undefined); // a lookup and write that never finish
    });
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      forgot(jsonPost("/api/auth/forgot", { email: uniqueEmail("slow") })),
      new Promise<"waited">((resolve) => (timer = setTimeout(() => resolve("waited"), 3000))),
    ]);
    clearTimeout(timer);
    spy.mockRestore();
    expect(answered).not.toBe("waited");
    expect((answered as Response).status).toBe(200);
    expect(started).toBe(1);
  }, 30_000);

  it("the reset request makes as many database round trips either way", async () => {
    const email = uniqueEmail("known");
    await signup(jsonPost("/api/auth/signup", { email, password: OWNER_PASSWORD }));
    const db = await getEmbeddedDatabase(folder);
    const queries = jest.spyOn(db, "query");
    const execs = jest.spyOn(db, "exec");
    const roundTrips = async (address: string) => {
      queries.mockClear();
      execs.mockClear();
      await getAuthPort().requestPasswordReset(address, `${SITE}/auth/reset`);
      return queries.mock.calls.length + execs.mock.calls.length;
    };
    const known = await roundTrips(email);
    const unknown = await roundTrips(uniqueEmail("nobody"));
    queries.mockRestore();
    execs.mockRestore();
    expect(known).toBeGreaterThan(0);
    expect(unknown).toBe(known);
    expect(await accountMail(email, "password-reset")).toHaveLength(1);
  }, 60_000);
});
