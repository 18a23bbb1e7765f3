import "server-only";
import type { z } from "zod";
import { getAuthPort } from "@/lib/auth";
import { requestAuthContext, type RequestAuthContext } from "@/lib/auth/context";
import { memberOf, type Member } from "@/lib/auth/member";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from "@/lib/http/body";
import { HttpError, InvalidRequestError } from "@/lib/http/errors";
import { containsControlCharacters, isFilled, parseOrThrow } from "@/lib/http/handler";
import { checkOrigin } from "@/lib/http/origin";
import type { RateLimit } from "@/lib/http/rate-limit";
import { errorResponse, jsonOk, type ConflictWords } from "@/lib/http/response";

type RouteOptions = {
  /** For logs, e.g. `POST /api/enquiries`. */
  name: string;
  rateLimit?: RateLimit;
  /**
   * "required": a signed-out request is answered 401 before anything else is read. "optional":
   * the member when signed in, else null; a failed lookup counts as signed out, since the club
   * would rather receive an enquiry anonymously than lose it. Absent: null, nobody is looked up.
   */
  member?: "required" | "optional";
  /** What a conflict the database reports means here; without it, the conflict is a bug (503). */
  conflict?: ConflictWords;
  /**
   * Who among signed-in members may use the route (e.g. staff only), checked right after the
   * member is known and before the body is validated; throws to refuse (403).
   */
  authorize?: (member: Member) => Promise<void>;
};

export type RouteContext<P, M> = {
  request: Request;
  params: P;
  member: M;
  /** The request's cookies; whatever is set on it (a new session, a cleared one) goes out on the answer. */
  auth: RequestAuthContext;
};

type Params = Record<string, string>;
export type RouteHandler<P> = (
  request: Request,
  context?: { params: Promise<P> },
) => Promise<Response>;

async function lookUpMember(
  need: RouteOptions["member"],
  auth: RequestAuthContext,
  changesState: boolean,
): Promise<Member | null> {
  if (!need) return null;
  if (need === "optional") {
    const session = await getAuthPort()
      .getSession(auth)
      .catch(() => null);
    return session ? memberOf(session) : null;
  }
  // A member's write (a booking, a cancellation) asks the auth server itself, so a session
  // revoked (signed out elsewhere, password changed) stops at once, not when its token expires.
  const session = await getAuthPort().getSession(auth, { strict: changesState });
  if (!session) throw new HttpError("unauthenticated", AUTH_TOASTS.authRequiredDescription);
  return memberOf(session);
}

/**
 * The one shape of every route: (with a body: same origin) rate limit, `readBody`, the member,
 * then `run`; whatever is thrown becomes a uniform answer (lib/http/response.ts), and cookies
 * the request set go out on it.
 */
function wrap<P>(
  options: RouteOptions,
  run: (ctx: RouteContext<P, Member | null>, body: unknown) => Promise<Response>,
  readBody?: (request: Request) => Promise<{ body: unknown } | Response>,
): RouteHandler<P> {
  return async (request, context) => {
    const auth = requestAuthContext(request);
    let response: Response;
    try {
      // A request with a body changes state: refused from another site before it costs anything.
      if (readBody) checkOrigin(request);
      await options.rateLimit?.consume(request);
      const prepared = readBody ? await readBody(request) : { body: undefined };
      if (prepared instanceof Response) return prepared;
      const member = await lookUpMember(options.member, auth, readBody !== undefined);
      if (options.authorize) {
        if (!member) throw new HttpError("unauthenticated", AUTH_TOASTS.authRequiredDescription);
        await options.authorize(member);
      }
      const params = ((await context?.params) ?? {}) as P;
      response = await run({ request, params, member, auth }, prepared.body);
    } catch (error) {
      response = errorResponse(error, options.name, options.conflict);
    }
    return auth.applyCookies(response);
  };
}

type Handle<P, M> = (ctx: RouteContext<P, M>) => Promise<Response>;

/** A route without a body (GET): rate limit, member, then `handle`. */
export function apiRoute<P = Params>(
  options: RouteOptions & { member: "required" },
  handle: Handle<P, Member>,
): RouteHandler<P>;
export function apiRoute<P = Params>(
  options: RouteOptions,
  handle: Handle<P, Member | null>,
): RouteHandler<P>;
// The implementation sees one type; `lookUpMember` guarantees a member when one is required.
export function apiRoute<P>(options: RouteOptions, handle: Handle<P, Member>) {
  return wrap<P>(options, (ctx) => handle(ctx as RouteContext<P, Member>));
}

type JsonPostOptions<S extends z.ZodType> = RouteOptions & {
  schema: S;
  rateLimit: RateLimit;
  maxBytes?: number;
  /** A hidden field: when filled, answer as if accepted (201) and do nothing. */
  honeypotField?: string;
};

type JsonHandle<S extends z.ZodType, P, M> = (
  values: z.output<S>,
  ctx: RouteContext<P, M>,
) => Promise<Response>;

/** A bounded JSON body without control characters; a filled honeypot is answered here. */
function readPost(options: JsonPostOptions<z.ZodType>) {
  return async (request: Request): Promise<{ body: unknown } | Response> => {
    const body = await readJsonBody(request, options.maxBytes ?? DEFAULT_MAX_BODY_BYTES);
    if (containsControlCharacters(body)) {
      throw new InvalidRequestError("Text may not contain control characters.");
    }
    if (options.honeypotField) {
      if (isFilled(body, options.honeypotField)) return jsonOk({}, 201);
      if (typeof body === "object" && body !== null)
        delete (body as Record<string, unknown>)[options.honeypotField];
    }
    return { body };
  };
}

/**
 * Every state-changing JSON route: same origin, rate limit, `readPost`, the member (before validation, so
 * a signed-out visitor hears that first), zod validation, then `handle`.
 */
export function jsonPostRoute<S extends z.ZodType, P = Params>(
  options: JsonPostOptions<S> & { member: "required" },
  handle: JsonHandle<S, P, Member>,
): RouteHandler<P>;
export function jsonPostRoute<S extends z.ZodType, P = Params>(
  options: JsonPostOptions<S>,
  handle: JsonHandle<S, P, Member | null>,
): RouteHandler<P>;
export function jsonPostRoute<S extends z.ZodType, P>(
  options: JsonPostOptions<S>,
  handle: JsonHandle<S, P, Member>,
) {
  return wrap<P>(
    options,
    (ctx, body) => handle(parseOrThrow(options.schema, body), ctx as RouteContext<P, Member>),
    readPost(options),
  );
}
