import { NextResponse, type NextRequest } from "next/server";
import { isSupabaseAuthConfigured, refreshSupabaseSession } from "@/lib/auth/proxy";
import { mustLoadAsDocument, pagePolicy } from "@/lib/security/content-security-policy";

/**
 * Runs before every matched request: sets the Content-Security-Policy (hashes for prerendered
 * pages, a nonce for the rest) and, in connected mode, refreshes the Supabase session cookie.
 * The embedded mode opens no database here: its sessions are checked where they are used.
 * The other security headers are static and live in next.config.mjs.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (mustLoadAsDocument(request.nextUrl.pathname, request.headers)) {
    // No payload for the router: it loads the page as a document, with the page's own policy.
    // The answer depends on two request headers; Vary says so to any cache between us.
    return new NextResponse("Loaded as a document of its own.", {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        Vary: "Sec-Fetch-Dest, Referer",
      },
    });
  }
  const policy = await pagePolicy(request.nextUrl.pathname);
  if (policy.nonce) {
    // Next.js finds the nonce in the request's CSP header and puts it on its own scripts.
    request.headers.set("content-security-policy", policy.header);
    request.headers.set("x-nonce", policy.nonce);
  }
  // A file under public/ (or a 404 for one) has no session to refresh.
  const looksLikeFile = /\.[a-z0-9]+$/i.test(request.nextUrl.pathname);
  const response =
    isSupabaseAuthConfigured() && !looksLikeFile
      ? await refreshSupabaseSession(request)
      : NextResponse.next({ request });
  response.headers.set("Content-Security-Policy", policy.header);
  return response;
}

export const config = {
  matcher: [
    // Everything but build assets and image optimisation: a static-looking path (`/x.svg`) may
    // be answered by the 404 page, which needs the policy like any page.
    "/((?!_next/static|_next/image).*)",
  ],
};
