import "server-only";
import { type SqlDatabase, sqlRunner, type DatabaseSource } from "@/lib/db";
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
import {
  ACCOUNT_MAIL_LIMIT,
  ACCOUNT_TOKEN_LIFETIME_HOURS,
  createAccountToken,
  hashAccountToken,
  isWellFormedAccountToken,
  type AccountTokenPurpose,
} from "@/lib/auth/embedded/account-tokens";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import type { AuthContext, AuthPort, CookieOptions, CurrentSession } from "@/lib/auth/port";
import { publicEnv } from "@/lib/public-env";
import type { AuthUser } from "@/lib/auth/types";
import { HttpError } from "@/lib/http/errors";
import { AUTH_LIMITS, AUTH_MESSAGES } from "@/lib/validation/auth";

type Database = Pick<SqlDatabase, "query" | "exec">;

type UserRow = { id: string; email: string; name: string | null; email_verified: boolean };
const USER_COLUMNS = "u.id, u.email, u.name, u.email_verified_at is not null as email_verified";
type SessionRow = UserRow & { expires_at: string; stale: boolean };
/**
 * A session's user: verified only when the address is confirmed AND the session was made by
 * someone who had proven it (issue 24 item 1). A session signed in before the confirmation
 * proves nothing, even if it outlived it.
 */
const SESSION_USER_COLUMNS =
  "u.id, u.email, u.name, (u.email_verified_at is not null and s.address_proven) as email_verified";

const EXPIRES_AT = `to_char(s.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at`;

const toUser = (row: UserRow): AuthUser => ({
  id: row.id,
  email: row.email,
  ...(row.name ? { name: row.name } : {}),
  ...(row.email_verified ? {} : { unverified: true as const }),
});

/** The account e-mails and the page each link opens. */
const ACCOUNT_MAIL = {
  "verify-email": { template: "email-verification", page: "/auth/verify" },
  "reset-password": { template: "password-reset", page: "/auth/reset" },
} as const;

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
 * (`embedded/schema.sql`) come with the embedded migration step (`lib/db/migrate.ts`).
 */
export function createEmbeddedAuthAdapter(database: DatabaseSource<Database>): AuthPort {
  const run = sqlRunner(database, {
    // A refusal of ours (the hashing queue's 429) passes as it is.
    toPortError: (error, action) =>
      error instanceof AuthError || error instanceof HttpError
        ? error
        : new AuthUnavailableError(`Could not ${action}`, { cause: error }),
  });

  /**
   * A new session for `user`. `proven`: whoever starts it has proven the address (a confirmation
   * or reset link, or a password sign-in to a confirmed account). `passwordHash`: the hash the
   * password was checked against; the session is made only if it is still the account's (a link
   * that changed the password meanwhile wins), else the sign-in fails as a wrong password would.
   */
  async function startSession(
    db: Database,
    ctx: AuthContext,
    user: AuthUser,
    remember: boolean,
    { proven, passwordHash }: { proven: boolean; passwordHash?: string },
  ): Promise<CurrentSession> {
    const token = createSessionToken();
    const expiresAt = sessionExpiry(remember);
    const { rows } = await db.query(
      `insert into embedded_auth.sessions (token_hash, user_id, persistent, expires_at, address_proven)
       select $1, $2, $3, $4, $5
       where $6::text is null
          or exists (select 1 from embedded_auth.users where id = $2 and password_hash = $6)
       returning 1`,
      [
        hashSessionToken(token),
        user.id,
        remember,
        expiresAt.toISOString(),
        proven,
        passwordHash ?? null,
      ],
    );
    if (rows.length !== 1) throw new InvalidCredentialsError();
    ctx.cookies.set(
      sessionCookieName(ctx.secureCookies),
      token,
      cookieOptions(ctx, remember ? REMEMBER_SECONDS : undefined),
    );
    return { user, session: { expiresAt: expiresAt.toISOString() } };
  }

  async function findUser(db: Database, email: string): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>(
      `select ${USER_COLUMNS} from embedded_auth.users u where lower(u.email) = lower($1)`,
      [email.trim()],
    );
    return rows[0];
  }

  /**
   * A new single-use link for `purpose`, e-mailed through the outbox (the message is keyed by the
   * token, so each request gets its own), to the account of `email` if there is one. `template`
   * overrides the purpose's own e-mail. One statement whether or not the account exists, so the
   * two cases take the same time (issue 24 item 11), and nothing is written once the address has
   * had ACCOUNT_MAIL_LIMIT e-mails in its window (item 8): the caller answers the same either way.
   */
  async function sendAccountLink(
    db: Database,
    email: string,
    purpose: AccountTokenPurpose,
    template: string = ACCOUNT_MAIL[purpose].template,
  ) {
    const { token, tokenHash } = createAccountToken();
    const hours = ACCOUNT_TOKEN_LIFETIME_HOURS[purpose];
    const link = `${publicEnv.siteUrl}${ACCOUNT_MAIL[purpose].page}?token=${token}`;
    await db.query(
      `with account as (
         select u.id, u.email, u.name from embedded_auth.users u
         where lower(u.email) = lower($1)
           and (select count(*) from embedded_auth.account_tokens t
                where t.user_id = u.id and t.created_at > now() - make_interval(mins => $7)) < $6
       ), issued as (
         insert into embedded_auth.account_tokens (token_hash, user_id, purpose, expires_at)
         select $2, id, $3, now() + make_interval(hours => $4) from account
         returning user_id
       )
       select public.owe_message($5, $2, account.email, jsonb_build_object(
         'name', account.name, 'email', account.email, 'link', $8::text, 'expires_in_hours', $4::int))
       from account join issued on issued.user_id = account.id`,
      [
        email.trim(),
        tokenHash,
        purpose,
        hours,
        template,
        ACCOUNT_MAIL_LIMIT.perWindow,
        ACCOUNT_MAIL_LIMIT.windowMinutes,
        link,
      ],
    );
  }

  /** Spends a link: its user when it is unused, unexpired and for `purpose`, else a clear refusal. */
  async function spendToken(
    db: Database,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<UserRow> {
    if (!isWellFormedAccountToken(token)) throw new AuthInputError(ACCOUNT_MESSAGES.linkInvalid);
    // One statement, so two clicks on the same link cannot both spend it; every other unused
    // link of the account for the same purpose is spent with it (issue 24 item 7).
    const { rows } = await db.query<{ user_id: string }>(
      `with spent as (
         update embedded_auth.account_tokens set used_at = now()
         where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
         returning user_id
       ), siblings as (
         update embedded_auth.account_tokens t set used_at = now() from spent
         where t.user_id = spent.user_id and t.purpose = $2 and t.used_at is null
           and t.token_hash <> $1
       )
       select user_id from spent`,
      [hashAccountToken(token), purpose],
    );
    const userId = rows[0]?.user_id;
    if (!userId) throw new AuthInputError(ACCOUNT_MESSAGES.linkInvalid);
    const { rows: users } = await db.query<UserRow>(
      `select ${USER_COLUMNS} from embedded_auth.users u where u.id = $1`,
      [userId],
    );
    if (!users[0]) throw new AuthInputError(ACCOUNT_MESSAGES.linkInvalid);
    return users[0];
  }

  return {
    oauth: false,

    verifyEmail: (token, ctx, password) =>
      run("verify the email address", async (db) => {
        if (password !== undefined && password.length < AUTH_LIMITS.passwordMin)
          throw new AuthInputError(AUTH_MESSAGES.passwordTooShort);
        // Whoever chose the password before the address was proven may not own it (issue 24
        // item 1): the verifier sets or confirms it, and without one it is replaced by a random
        // one nobody knows ("Forgot password?" sets a new one). Every other session ends.
        const passwordHash = await hashPassword(password ?? createSessionToken());
        const user = await spendToken(db, token, "verify-email");
        await db.query(
          `update embedded_auth.users set password_hash = $2,
             email_verified_at = coalesce(email_verified_at, now()) where id = $1`,
          [user.id, passwordHash],
        );
        await db.query("delete from embedded_auth.sessions where user_id = $1", [user.id]);
        return startSession(db, ctx, toUser({ ...user, email_verified: true }), true, {
          proven: true,
        });
      }),

    resendVerification: (user) =>
      run("send the verification e-mail", async (db) => {
        const row = await findUser(db, user.email);
        if (row && !row.email_verified) await sendAccountLink(db, row.email, "verify-email");
      }),

    requestPasswordReset: (email) =>
      run("send the password reset e-mail", async (db) => {
        await sendAccountLink(db, email, "reset-password");
      }),

    resetPassword: (token, password, ctx) =>
      run("reset the password", async (db) => {
        if (password.length < AUTH_LIMITS.passwordMin)
          throw new AuthInputError(AUTH_MESSAGES.passwordTooShort);
        const passwordHash = await hashPassword(password);
        const user = await spendToken(db, token, "reset-password");
        // The link came to the address, so it proves the address too. Every other session
        // ends: whoever knew the old password is signed out.
        await db.query(
          `update embedded_auth.users set password_hash = $2,
             email_verified_at = coalesce(email_verified_at, now()) where id = $1`,
          [user.id, passwordHash],
        );
        await db.query("delete from embedded_auth.sessions where user_id = $1", [user.id]);
        // The address is proven: its pending verification links are pointless now.
        await db.query(
          `update embedded_auth.account_tokens set used_at = now()
           where user_id = $1 and purpose = 'verify-email' and used_at is null`,
          [user.id],
        );
        return startSession(db, ctx, toUser({ ...user, email_verified: true }), true, {
          proven: true,
        });
      }),

    signUp: (input) =>
      run("create the account", async (db) => {
        if (input.password.length < AUTH_LIMITS.passwordMin)
          throw new AuthInputError(AUTH_MESSAGES.passwordTooShort);
        // Hashed before we know whether the email is taken, and both branches write a token and
        // an e-mail, so the two answers take the same time as well as saying the same thing.
        const passwordHash = await hashPassword(input.password);
        const { rows } = await db.query<UserRow>(
          `insert into embedded_auth.users as u (email, password_hash, name) values ($1, $2, $3)
           on conflict ((lower(email))) do nothing
           returning ${USER_COLUMNS}`,
          [input.email.trim(), passwordHash, input.name?.trim() || null],
        );
        const created = rows[0];
        if (created) {
          await sendAccountLink(db, created.email, "verify-email");
          return { user: toUser(created), session: null };
        }
        // Taken: the owner hears that someone tried, with a way back in if it was them.
        await sendAccountLink(db, input.email, "reset-password", "account-exists");
        return { user: null, session: null };
      }),

    signIn: (input, ctx) =>
      run("sign in", async (db) => {
        const { rows } = await db.query<UserRow & { password_hash: string }>(
          `select ${USER_COLUMNS}, u.password_hash from embedded_auth.users u
           where lower(u.email) = lower($1)`,
          [input.email.trim()],
        );
        const row = rows[0];
        const matches = await verifyPassword(
          input.password,
          row?.password_hash ?? (await dummyPasswordHash()),
        );
        if (!row || !matches) throw new InvalidCredentialsError();
        // Hashes made with older scrypt parameters are upgraded while the password is at hand
        // (unless a link changed the password meanwhile).
        let passwordHash = row.password_hash;
        if (needsRehash(row.password_hash)) {
          const upgraded = await hashPassword(input.password);
          const { rows: changed } = await db.query(
            `update embedded_auth.users set password_hash = $2 where id = $1 and password_hash = $3
             returning 1`,
            [row.id, upgraded, row.password_hash],
          );
          if (changed.length === 1) passwordHash = upgraded;
        }
        await db.query(
          "delete from embedded_auth.sessions where user_id = $1 and expires_at <= now()",
          [row.id],
        );
        // Proven only if the address was confirmed before the password was checked; and only if
        // that password is still the account's (issue 24 item 1).
        return startSession(db, ctx, toUser(row), input.remember, {
          proven: row.email_verified,
          passwordHash,
        });
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
          `select ${SESSION_USER_COLUMNS}, ${EXPIRES_AT},
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
