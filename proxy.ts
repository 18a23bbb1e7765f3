import { NextResponse, type NextRequest } from "next/server";
import { isSupabaseAuthConfigured, refreshSupabaseSession } from "@/lib/auth/proxy";

/**
 * Runs before every matched request. Connected mode: refresh the Supabase session cookie. The
 * embedded mode does nothing here (no database, no cookie parsing): its sessions are checked
 * where they are used.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = isSupabaseAuthConfigured()
    ? await refreshSupabaseSession(request)
    : NextResponse.next();
  return response;
}

export const config = {
  matcher: [
    // Everything but build assets, image optimisation and static files.
    "/((?!_next/static|_next/image|favicon.ico|robots.txt|sitemap.*\\.xml|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|woff2?)$).*)",
  ],
};
