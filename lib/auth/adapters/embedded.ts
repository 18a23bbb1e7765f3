import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import {
  AuthError,
  AuthInputError,
  AuthUnavailableError,
  InvalidCredentialsError,
  OAuthUnavailableError,
} from "@/lib/auth/errors";
import {
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "@/lib/auth/embedded/password";
import {
  createSessionToken,
  hashSessionToken,
  IDLE_TIMEOUT_SECONDS,
  isWellFormedToken,
  LAST_SEEN_RESOLUTION_SECONDS,
  REMEMBER_SECONDS,
  sessionCookieName,
  sessionExpiry,
} from "@/lib/auth/embedded/session-token";
import type { AuthContext, AuthPort, CookieOptions, CurrentSession } from "@/lib/auth/port";
import type { AuthUser } from "@/lib/auth/types";
import { embeddedRunner, type DatabaseSource } from "@/lib/data/embedded/runner";
import { HttpError } from "@/lib/http/errors";
import { AUTH_LIMITS, AUTH_MESSAGES } from "@/lib/validation/auth";

type Database = Pick<PGlite, "query" | "exec">;

type UserRow = { id: string; email: string; name: string | null };
type SessionRow = UserRow & { expires_at: string; stale: boolean };

const EXPIRES_AT = `to_char(s.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at`;

const toUser = (row: UserRow): AuthUser => ({
  id: row.id,
  email: row.email,
  ...(row.name ? { name: row.name } : {}),
});

function cookieOptions(ctx: AuthContext, maxAge?: number): CookieOptions {
  // No maxAge: a browser-session cookie, gone when the browser closes.
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.secureCookies,
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

const readToken = (ctx: AuthContext) =>
  ctx.cookies.getAll().find((cookie) => cookie.name === sessionCookieName(ctx.secureCookies))
    ?.value;
const clearCookie = (ctx: AuthContext) =>
  ctx.cookies.set(sessionCookieName(ctx.secureCookies), "", cookieOptions(ctx, 0));

/**
 * Accounts in the embedded database: scrypt password hashes, opaque session tokens stored as
 * SHA-256 hashes, an httpOnly SameSite=Lax cookie. `database` is a PGlite (tests hand in an
 * in-memory one) or a function opening the process's one on first use; its tables
 * (`embedded/schema.sql`) come with the embedded migration step (`lib/data/embedded/migrate.ts`).
 */
export function createEmbeddedAuthAdapter(database: DatabaseSource<Database>): AuthPort {
  const run = embeddedRunner(database, {
    // A refusal of ours (the hashing queue's 429) passes as it is.
    toPortError: (error, action) =>
      error instanceof AuthError || error instanceof HttpError
        ? error
        : new AuthUnavailableError(`Could not ${action}`, { cause: error }),
  });

  async function startSession(
    db: Database,
    ctx: AuthContext,
    user: AuthUser,
    remember: boolean,
  ): Promise<CurrentSession> {
    const token = createSessionToken();
    const expiresAt = sessionExpiry(remember);
    await db.query(
      "insert into embedded_auth.sessions (token_hash, user_id, persistent, expires_at) values ($1, $2, $3, $4)",
      [hashSessionToken(token), user.id, remember, expiresAt.toISOString()],
    );
    ctx.cookies.set(
      sessionCookieName(ctx.secureCookies),
      token,
      cookieOptions(ctx, remember ? REMEMBER_SECONDS : undefined),
    );
    return { user, session: { expiresAt: expiresAt.toISOString() } };
  }

  return {
    oauth: false,

    signUp: (input, ctx) =>
      run("create the account", async (db) => {
        if (input.password.length < AUTH_LIMITS.passwordMin)
          throw new AuthInputError(AUTH_MESSAGES.passwordTooShort);
        // Hashed before we know whether the email is taken, so both answers take the same time.
        const passwordHash = await hashPassword(input.password);
        const { rows } = await db.query<UserRow>(
          `insert into embedded_auth.users (email, password_hash, name) values ($1, $2, $3)
           on conflict ((lower(email))) do nothing
           returning id, email, name`,
          [input.email.trim(), passwordHash, input.name?.trim() || null],
        );
        const row = rows[0];
        // Taken: no new account and no session, answered like a success (see README, accounts).
        if (!row) return { user: null, session: null };
        const { user, session } = await startSession(db, ctx, toUser(row), true);
        return { user, session };
      }),

    signIn: (input, ctx) =>
      run("sign in", async (db) => {
        const { rows } = await db.query<UserRow & { password_hash: string }>(
          "select id, email, name, password_hash from embedded_auth.users where lower(email) = lower($1)",
          [input.email.trim()],
        );
        const row = rows[0];
        const matches = await verifyPassword(
          input.password,
          row?.password_hash ?? (await dummyPasswordHash()),
        );
        if (!row || !matches) throw new InvalidCredentialsError();
        // Hashes made with older scrypt parameters are upgraded while the password is at hand.
        if (needsRehash(row.password_hash)) {
          await db.query("update embedded_auth.users set password_hash = $2 where id = $1", [
            row.id,
            await hashPassword(input.password),
          ]);
        }
        await db.query(
          "delete from embedded_auth.sessions where user_id = $1 and expires_at <= now()",
          [row.id],
        );
        return startSession(db, ctx, toUser(row), input.remember);
      }),

    signOut: (ctx) =>
      run("sign out", async (db) => {
        const token = readToken(ctx);
        if (token === undefined) return;
        if (isWellFormedToken(token)) {
          await db.query("delete from embedded_auth.sessions where token_hash = $1", [
            hashSessionToken(token),
          ]);
        }
        clearCookie(ctx);
      }),

    async getSession(ctx) {
      const token = readToken(ctx);
      // No cookie, no database: anonymous page views never open it.
      if (token === undefined || token === "") return null;
      if (!isWellFormedToken(token)) {
        clearCookie(ctx);
        return null;
      }
      const row = await run("read the session", async (db) => {
        const tokenHash = hashSessionToken(token);
        const { rows } = await db.query<SessionRow>(
          `select u.id, u.email, u.name, ${EXPIRES_AT},
                  s.last_seen_at < now() - make_interval(secs => $3) as stale
           from embedded_auth.sessions s join embedded_auth.users u on u.id = s.user_id
           where s.token_hash = $1 and s.expires_at > now()
             and s.last_seen_at > now() - make_interval(secs => $2)`,
          [tokenHash, IDLE_TIMEOUT_SECONDS, LAST_SEEN_RESOLUTION_SECONDS],
        );
        if (rows[0]?.stale) {
          await db.query(
            "update embedded_auth.sessions set last_seen_at = now() where token_hash = $1",
            [tokenHash],
          );
        }
        return rows[0];
      });
      if (!row) {
        clearCookie(ctx);
        return null;
      }
      return { user: toUser(row), session: { expiresAt: row.expires_at } };
    },

    async oauthUrl() {
      throw new OAuthUnavailableError();
    },

    async exchangeCode() {
      throw new OAuthUnavailableError();
    },
  };
}
