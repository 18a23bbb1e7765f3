/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { createEmbeddedAuthAdapter } from "@/lib/auth/adapters/embedded";
import { MIGRATION_FOLDERS, migrateEmbeddedDatabase, readMigrations } from "@/lib/db/migrate";
import { OAuthUnavailableError } from "@/lib/auth/errors";
import { hashSessionToken, SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "@/lib/auth/embedded/password";
import { migratedPGlite } from "../data/pglite";
import { describeAuthPortContract } from "./auth-port-contract";
import { createJar, uniqueEmail } from "./cookie-jar";

describeAuthPortContract("embedded (in-memory PGlite)", async () => {
  const db = await migratedPGlite();
  return {
    port: createEmbeddedAuthAdapter(db),
    sessionCookie: (jar) => (jar.get(SESSION_COOKIE) ? SESSION_COOKIE : undefined),
    close: () => db.close(),
  };
});

describe("embedded accounts: what is stored and how the cookie is made", () => {
  let db: PGlite;
  const port = () => createEmbeddedAuthAdapter(db);

  beforeAll(async () => {
    db = await migratedPGlite();
  }, 60_000);

  afterAll(() => db.close());

  /** Sign-up does not sign in (issue 14 item 5): sign up, then sign in with `jar`. */
  async function signUpAndIn(
    jar: ReturnType<typeof createJar>,
    email = uniqueEmail(),
    password = "secret-1",
    name?: string,
  ) {
    await port().signUp({ email, password, name }, createJar().context());
    await port().signIn({ email, password, remember: true }, jar.context());
    return email;
  }

  const sessions = async () =>
    (
      await db.query<{ token_hash: string; persistent: boolean; seconds: number }>(
        "select token_hash, persistent, extract(epoch from expires_at - created_at)::int as seconds from embedded_auth.sessions",
      )
    ).rows;

  it("has its tables from the embedded migration step, which can run again on the same data", async () => {
    await migrateEmbeddedDatabase(db);
    const { rows } = await db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'embedded_auth' order by table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual(["account_tokens", "sessions", "users"]);
    const authFolder = MIGRATION_FOLDERS.find((folder) => folder.includes("/auth/"))!;
    const [accounts] = await readMigrations(authFolder);
    expect(accounts!.sql).toContain("create table if not exists embedded_auth.users");
  }, 30_000);

  it("stores a scrypt hash, not the password, and the token's SHA-256, not the token", async () => {
    const jar = createJar();
    const email = uniqueEmail();
    await signUpAndIn(jar, email, "correct horse battery", "Asha");
    const { rows } = await db.query<{ password_hash: string }>(
      "select password_hash from embedded_auth.users where email = $1",
      [email],
    );
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(rows[0]?.password_hash).not.toContain("correct horse battery");

    const token = jar.get(SESSION_COOKIE)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await sessions();
    expect(stored.map((s) => s.token_hash)).toContain(hashSessionToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  }, 30_000);

  it("makes the cookie httpOnly, SameSite=Lax, path /, Secure and __Host- when asked; 30 days with remember me, session-only without", async () => {
    const email = uniqueEmail();
    await port().signUp({ email, password: "secret-1" }, createJar().context());

    const remembered = createJar();
    await port().signIn({ email, password: "secret-1", remember: true }, remembered.context(true));
    expect(remembered.writes).toEqual([
      {
        name: "__Host-lc_session",
        value: remembered.get("__Host-lc_session"),
        options: {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: true,
          maxAge: 30 * 24 * 3600,
        },
      },
    ]);

    const browserOnly = createJar();
    await port().signIn(
      { email, password: "secret-1", remember: false },
      browserOnly.context(false),
    );
    expect(browserOnly.writes[0]?.options).toEqual({
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: false,
    });

    expect(browserOnly.writes[0]?.name).toBe(SESSION_COOKIE);
    // A Secure site reads only its __Host- cookie: a plain one planted by a subdomain is ignored.
    const planted = createJar({ [SESSION_COOKIE]: browserOnly.get(SESSION_COOKIE)! });
    await expect(port().getSession(planted.context(true))).resolves.toBeNull();
    await expect(port().getSession(remembered.context(true))).resolves.not.toBeNull();

    const rows = await sessions();
    const row = (token: string) => rows.find((r) => r.token_hash === hashSessionToken(token));
    expect(row(remembered.get("__Host-lc_session")!)).toMatchObject({
      persistent: true,
      seconds: 30 * 24 * 3600,
    });
    expect(row(browserOnly.get(SESSION_COOKIE)!)).toMatchObject({
      persistent: false,
      seconds: 24 * 3600,
    });
  }, 30_000);

  it("ends a session on the server when it expires, and clears the stale cookie", async () => {
    const jar = createJar();
    await signUpAndIn(jar);
    await expect(port().getSession(jar.context())).resolves.not.toBeNull();
    await db.query(
      "update embedded_auth.sessions set expires_at = now() - interval '1 second' where token_hash = $1",
      [hashSessionToken(jar.get(SESSION_COOKIE)!)],
    );
    await expect(port().getSession(jar.context())).resolves.toBeNull();
    expect(jar.writes.at(-1)).toMatchObject({
      name: SESSION_COOKIE,
      value: "",
      options: { maxAge: 0 },
    });
  }, 30_000);

  it("ends a session unused for 7 days (idle timeout) though its 30 days are not over", async () => {
    const jar = createJar();
    await signUpAndIn(jar);
    const hash = hashSessionToken(jar.get(SESSION_COOKIE)!);
    const idleFor = (interval: string) =>
      db.query(
        `update embedded_auth.sessions set last_seen_at = now() - interval '${interval}' where token_hash = $1`,
        [hash],
      );
    // Six days idle: still good, and the use is recorded.
    await idleFor("6 days");
    await expect(port().getSession(jar.context())).resolves.not.toBeNull();
    const { rows } = await db.query<{ recent: boolean }>(
      "select last_seen_at > now() - interval '1 minute' as recent from embedded_auth.sessions where token_hash = $1",
      [hash],
    );
    expect(rows[0]?.recent).toBe(true);
    await idleFor("7 days 1 minute");
    await expect(port().getSession(jar.context())).resolves.toBeNull();
  }, 30_000);

  it("rehashes a password stored with older scrypt parameters when its owner signs in", async () => {
    const email = uniqueEmail();
    await port().signUp({ email, password: "secret-1" }, createJar().context());
    const old = await hashPassword("secret-1", { ...SCRYPT_PARAMS, N: 2 ** 15 });
    await db.query("update embedded_auth.users set password_hash = $2 where email = $1", [
      email,
      old,
    ]);
    await port().signIn({ email, password: "secret-1", remember: true }, createJar().context());
    const { rows } = await db.query<{ password_hash: string }>(
      "select password_hash from embedded_auth.users where email = $1",
      [email],
    );
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword("secret-1", rows[0]!.password_hash)).resolves.toBe(true);
  }, 30_000);

  it("deletes the session row on sign-out", async () => {
    const jar = createJar();
    await signUpAndIn(jar);
    const hash = hashSessionToken(jar.get(SESSION_COOKIE)!);
    await port().signOut(jar.context());
    const { rows } = await db.query("select 1 from embedded_auth.sessions where token_hash = $1", [
      hash,
    ]);
    expect(rows).toHaveLength(0);
  }, 30_000);

  it("never touches the database for a visitor without a session cookie", async () => {
    const open = jest.fn(async () => db);
    const adapter = createEmbeddedAuthAdapter(open);
    await expect(adapter.getSession(createJar().context())).resolves.toBeNull();
    await expect(
      adapter.getSession(createJar({ [SESSION_COOKIE]: "tampered" }).context()),
    ).resolves.toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it("has no social sign-in: it says so and does nothing", async () => {
    const adapter = port();
    expect(adapter.oauth).toBe(false);
    await expect(
      adapter.oauthUrl("google", "http://localhost:3000/auth/callback", createJar().context()),
    ).rejects.toBeInstanceOf(OAuthUnavailableError);
    await expect(adapter.exchangeCode("code", createJar().context())).rejects.toBeInstanceOf(
      OAuthUnavailableError,
    );
  });
});
