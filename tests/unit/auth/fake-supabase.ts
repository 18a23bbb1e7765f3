import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small stand-in for Supabase Auth (GoTrue) and the REST endpoint's `leads` table on 127.0.0.1.
 * It checks what the real ones would (apikey, bearer tokens, passwords, PKCE verifiers, live
 * sessions) and answers in their shapes, recording every request for exact assertions. Access
 * tokens are HS256-shaped JWTs signed by nobody: auth-js cannot verify them locally, so
 * `getClaims()` asks GET /auth/v1/user, as it does for a project with a symmetric key.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
};

type FakeUser = {
  id: string;
  email: string;
  password: string;
  metadata: Record<string, unknown>;
  createdAt: string;
  /** Set by POST /auth/v1/verify; with confirmation on, the password grant needs it. */
  confirmedAt?: string;
};
type FakeSession = { id: string; userId: string; refreshToken: string };

export type FakeSupabase = {
  url: string;
  anonKey: string;
  requests: RecordedRequest[];
  leads: Record<string, unknown>[];
  /** Ask for email confirmation: sign-up answers without a session (and hides taken emails). */
  setConfirmEmail(on: boolean): void;
  /** Make the leads table refuse inserts with this Postgres error. */
  failLeads(error: { code: string; message: string } | null): void;
  /** A provider's answer: a code the callback can trade, given the verifier whose challenge this is. */
  issueAuthCode(email: string, codeChallenge: string): string;
  /**
   * The token hash of the newest confirmation e-mail GoTrue would have sent `email` (confirmation
   * on), as its "Confirm signup" template links to /auth/verify?token={{ .TokenHash }}.
   */
  confirmationToken(email: string): string | undefined;
  /** The live sessions of the account of `email`. */
  sessionsOf(email: string): number;
  /** A well-formed JWT for a real user, but for no live session (a forged or revoked token). */
  forgeToken(email: string): string;
  liveSessions(): number;
  close(): Promise<void>;
};

const b64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

function send(res: ServerResponse, status: number, body?: unknown) {
  res.statusCode = status;
  res.setHeader("X-Supabase-Api-Version", "2024-01-01");
  if (body === undefined) return res.end();
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(body));
}

const authError = (res: ServerResponse, status: number, code: string, msg: string) =>
  send(res, status, { code: status, error_code: code, msg });

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export async function startFakeSupabase(): Promise<FakeSupabase> {
  const anonKey = "anon-key-for-tests";
  const requests: RecordedRequest[] = [];
  const leads: Record<string, unknown>[] = [];
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, FakeSession>();
  const codes = new Map<string, { email: string; challenge: string }>();
  // Confirmation token hash -> email; GoTrue keeps one per user, a new one replaces the old.
  const confirmations = new Map<string, string>();
  const confirmationFor = (email: string) => {
    for (const [hash, owner] of confirmations) if (owner === email) confirmations.delete(hash);
    confirmations.set(randomBytes(28).toString("hex"), email);
  };
  let confirmEmail = false;
  let leadFailure: { code: string; message: string } | null = null;

  const userJson = (user: FakeUser, identities = true) => ({
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: user.confirmedAt ?? (confirmEmail ? null : user.createdAt),
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: user.metadata,
    identities: identities
      ? [{ id: user.id, user_id: user.id, provider: "email", identity_data: { email: user.email } }]
      : [],
    created_at: user.createdAt,
    updated_at: user.createdAt,
  });

  const jwt = (user: FakeUser, sessionId: string) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      aud: "authenticated",
      exp: now + 3600,
      iat: now,
      sub: user.id,
      email: user.email,
      role: "authenticated",
      session_id: sessionId,
      user_metadata: user.metadata,
      app_metadata: { provider: "email" },
    };
    return `${b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${b64url(JSON.stringify(payload))}.${b64url(randomBytes(32))}`;
  };

  const startSession = (user: FakeUser) => {
    const session: FakeSession = {
      id: randomUUID(),
      userId: user.id,
      refreshToken: randomBytes(12).toString("hex"),
    };
    sessions.set(session.id, session);
    return {
      access_token: jwt(user, session.id),
      token_type: "bearer",
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: session.refreshToken,
      user: userJson(user),
    };
  };

  /** The live session and user a bearer token names, if any. */
  const bearer = (req: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!token || token === anonKey) return undefined;
    try {
      const payload = JSON.parse(
        Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
      ) as { session_id?: string; sub?: string };
      const session = payload.session_id ? sessions.get(payload.session_id) : undefined;
      const user = [...users.values()].find((u) => u.id === payload.sub);
      return session && user && session.userId === user.id ? { session, user } : undefined;
    } catch {
      return undefined;
    }
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = (await readBody(req)) as Record<string, unknown> | undefined;
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    if (req.headers.apikey !== anonKey) return send(res, 401, { message: "Invalid API key" });

    if (req.method === "POST" && url.pathname === "/auth/v1/signup") {
      const email = String(body?.email ?? "").toLowerCase();
      const password = String(body?.password ?? "");
      if (password.length < 6)
        return authError(res, 422, "weak_password", "Password should be at least 6 characters.");
      const existing = users.get(email);
      if (existing) {
        if (!confirmEmail)
          return authError(res, 422, "user_already_exists", "User already registered");
        // Unconfirmed: GoTrue sends a new confirmation and changes nothing else (not the password).
        if (!existing.confirmedAt) confirmationFor(email);
        // GoTrue's obfuscated answer: a stand-in user with no identities.
        return send(res, 200, userJson({ ...existing, id: randomUUID() }, false));
      }
      const user: FakeUser = {
        id: randomUUID(),
        email,
        password,
        metadata: (body?.data as Record<string, unknown>) ?? {},
        createdAt: new Date().toISOString(),
      };
      users.set(email, user);
      if (confirmEmail) confirmationFor(email);
      return send(res, 200, confirmEmail ? userJson(user) : startSession(user));
    }

    if (req.method === "POST" && url.pathname === "/auth/v1/token") {
      const grant = url.searchParams.get("grant_type");
      if (grant === "password") {
        const user = users.get(String(body?.email ?? "").toLowerCase());
        if (!user || user.password !== body?.password)
          return authError(res, 400, "invalid_credentials", "Invalid login credentials");
        if (confirmEmail && !user.confirmedAt)
          return authError(res, 400, "email_not_confirmed", "Email not confirmed");
        return send(res, 200, startSession(user));
      }
      if (grant === "refresh_token") {
        const session = [...sessions.values()].find((s) => s.refreshToken === body?.refresh_token);
        const user = session && [...users.values()].find((u) => u.id === session.userId);
        if (!session || !user)
          return authError(res, 400, "refresh_token_not_found", "Invalid Refresh Token");
        sessions.delete(session.id);
        return send(res, 200, startSession(user));
      }
      if (grant === "pkce") {
        const issued = codes.get(String(body?.auth_code ?? ""));
        const verifier = String(body?.code_verifier ?? "");
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        const user = issued && users.get(issued.email);
        if (!issued || !user || issued.challenge !== challenge)
          return authError(
            res,
            400,
            "bad_code_verifier",
            "code challenge does not match previously saved code verifier",
          );
        codes.delete(String(body?.auth_code));
        return send(res, 200, startSession(user));
      }
      return authError(res, 400, "validation_failed", "Unsupported grant type");
    }

    if (req.method === "GET" && url.pathname === "/auth/v1/user") {
      const found = bearer(req);
      if (!found)
        return authError(
          res,
          403,
          "session_not_found",
          "Session from session_id claim in JWT does not exist",
        );
      return send(res, 200, userJson(found.user));
    }

    if (req.method === "POST" && url.pathname === "/auth/v1/logout") {
      const found = bearer(req);
      if (!found) return authError(res, 403, "session_not_found", "Session not found");
      const scope = url.searchParams.get("scope") ?? "global";
      for (const [id, session] of sessions) {
        const ends =
          scope === "global"
            ? session.userId === found.user.id
            : scope === "others"
              ? session.userId === found.user.id && id !== found.session.id
              : id === found.session.id;
        if (ends) sessions.delete(id);
      }
      return send(res, 204);
    }

    // verifyOtp({ token_hash, type: "email" }): confirms the address and signs in.
    if (req.method === "POST" && url.pathname === "/auth/v1/verify") {
      const hash = String(body?.token_hash ?? "");
      const email = confirmations.get(hash);
      const user = email ? users.get(email) : undefined;
      if (!user || !["email", "signup"].includes(String(body?.type)))
        return authError(res, 403, "otp_expired", "Email link is invalid or has expired");
      confirmations.delete(hash);
      user.confirmedAt ??= new Date().toISOString();
      return send(res, 200, startSession(user));
    }

    // updateUser({ password }): GoTrue refuses the password the account already has.
    if (req.method === "PUT" && url.pathname === "/auth/v1/user") {
      const found = bearer(req);
      if (!found) return authError(res, 401, "no_authorization", "This endpoint requires a JWT");
      if (typeof body?.password === "string") {
        if (body.password === found.user.password)
          return authError(
            res,
            422,
            "same_password",
            "New password should be different from the old password.",
          );
        found.user.password = body.password;
      }
      return send(res, 200, userJson(found.user));
    }

    if (req.method === "POST" && url.pathname === "/rest/v1/leads") {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const found = bearer(req);
      if (token !== anonKey && !found)
        return send(res, 401, {
          code: "PGRST301",
          message: "JWT expired",
          details: null,
          hint: null,
        });
      const row = body ?? {};
      if (found && row.user_id !== found.user.id) {
        return send(res, 403, {
          code: "42501",
          message: 'new row violates row-level security policy for table "leads"',
          details: null,
          hint: null,
        });
      }
      if (leadFailure) return send(res, 400, { ...leadFailure, details: null, hint: null });
      leads.push(row);
      return send(res, 201);
    }

    return send(res, 404, { message: `No route ${req.method} ${url.pathname}` });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey,
    requests,
    leads,
    setConfirmEmail: (on) => void (confirmEmail = on),
    failLeads: (error) => void (leadFailure = error),
    issueAuthCode(email, codeChallenge) {
      const code = randomUUID();
      codes.set(code, { email: email.toLowerCase(), challenge: codeChallenge });
      return code;
    },
    confirmationToken(email) {
      const wanted = email.toLowerCase();
      return [...confirmations].find(([, owner]) => owner === wanted)?.[0];
    },
    sessionsOf(email) {
      const user = users.get(email.toLowerCase());
      return [...sessions.values()].filter((s) => s.userId === user?.id).length;
    },
    forgeToken(email) {
      const user = users.get(email.toLowerCase());
      if (!user) throw new Error(`No user ${email}`);
      return jwt(user, randomUUID());
    },
    liveSessions: () => sessions.size,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
