import { getAuthPort } from "@/lib/auth";
import { publicEnv } from "@/lib/public-env";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { apiRoute } from "@/lib/route";
import { describeForLog } from "@/lib/http/log-safe";

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
export const GET = apiRoute({ name: "GET /auth/callback" }, async ({ request, auth }) => {
  const params = new URL(request.url).searchParams;
  const origin = publicEnv.siteUrl;
  const code = params.get("code");
  const next = safeRedirectPath(params.get("next"));
  const retry = new URL("/", origin);
  retry.searchParams.set("auth", "login");
  if (next !== "/") retry.searchParams.set("next", next);
  if (!code) return redirect(retry);
  // A refused code is a visitor to send back to the login dialog, not an error to answer.
  const exchanged = await getAuthPort()
    .exchangeCode(code, auth)
    .then(
      () => true,
      (error: unknown) => {
        console.warn("[auth] GET /auth/callback: the code was refused:", describeForLog(error));
        return false;
      },
    );
  return redirect(exchanged ? new URL(next, origin) : retry);
});
