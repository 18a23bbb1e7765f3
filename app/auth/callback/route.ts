import { getAuthPort } from "@/lib/auth";
import { publicOrigin } from "@/lib/auth/context";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { withAuthContext } from "@/lib/auth/route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const redirect = (location: URL) =>
  new Response(null, {
    status: 303,
    headers: { Location: location.toString(), "Cache-Control": "no-store" },
  });

/**
 * Where the auth service sends the browser back after social sign-in: trade the code for a
 * session, then go to `next` (a same-origin path only). Failures land on the login dialog.
 */
export function GET(request: Request): Promise<Response> {
  return withAuthContext(request, "GET /auth/callback", async (ctx) => {
    const params = new URL(request.url).searchParams;
    const origin = publicOrigin(request);
    const code = params.get("code");
    const next = safeRedirectPath(params.get("next"));
    const retry = new URL("/", origin);
    retry.searchParams.set("auth", "login");
    if (next !== "/") retry.searchParams.set("next", next);
    if (!code) return redirect(retry);
    try {
      await getAuthPort().exchangeCode(code, ctx);
    } catch (error) {
      console.warn("[auth] GET /auth/callback: the code was refused", error);
      return redirect(retry);
    }
    return redirect(new URL(next, origin));
  });
}
