import { getAuthPort } from "@/lib/auth";
import { publicEnv } from "@/lib/public-env";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { isOAuthProvider } from "@/lib/auth/types";
import { InvalidRequestError } from "@/lib/http";
import { apiRoute } from "@/lib/route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Social sign-in: `?provider=google|github&next=/path`. Sends the browser to the auth service's
 * authorize URL (provider, redirect_to our own /auth/callback carrying `next`), with the PKCE
 * verifier cookie set on the way. In the embedded mode it answers 501 and does nothing.
 */
export const GET = apiRoute({ name: "GET /api/auth/oauth" }, async ({ request, auth }) => {
  const params = new URL(request.url).searchParams;
  const provider = params.get("provider");
  if (!isOAuthProvider(provider)) throw new InvalidRequestError("Unknown sign-in provider.");
  const next = safeRedirectPath(params.get("next"));
  const callback = new URL("/auth/callback", publicEnv.siteUrl);
  callback.searchParams.set("next", next);
  const url = await getAuthPort().oauthUrl(provider, callback.toString(), auth);
  return new Response(null, {
    status: 303,
    headers: { Location: url, "Cache-Control": "no-store" },
  });
});
