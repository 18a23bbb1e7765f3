"use client";

import { Button } from "@/components/ui/button";
import { takeAuthTarget } from "@/lib/auth/client/auth-target";
import { oauthSignInUrl } from "@/lib/auth/client/accounts";
import type { OAuthProvider } from "@/lib/auth/types";
import { useAuth } from "@/components/hooks/use-auth";
import { GitHubIcon, GoogleIcon } from "./brand-icons";

const PROVIDERS: { id: OAuthProvider; label: string; Icon: typeof GoogleIcon }[] = [
  { id: "google", label: "Continue with Google", Icon: GoogleIcon },
  { id: "github", label: "Continue with GitHub", Icon: GitHubIcon },
];

export const OAUTH_UNAVAILABLE_NOTE =
  "Social sign-in needs the Supabase configuration; use your email and password here.";

/**
 * Social sign-in: a full-page round trip through the auth service, back to the remembered target
 * (or this page). Without Supabase (the embedded mode) the buttons are disabled and say why.
 */
export function OAuthButtons() {
  const { oauth, loading } = useAuth();
  const unavailable = !loading && !oauth;

  function start(provider: OAuthProvider) {
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(oauthSignInUrl(provider, takeAuthTarget() ?? here));
  }

  return (
    <div className="grid gap-2">
      <div className="grid gap-2 sm:grid-cols-2">
        {PROVIDERS.map(({ id, label, Icon }) => (
          <Button
            key={id}
            type="button"
            variant="outline"
            disabled={!oauth}
            aria-describedby={unavailable ? "oauth-unavailable" : undefined}
            onClick={() => start(id)}
          >
            <Icon />
            {label}
          </Button>
        ))}
      </div>
      {unavailable ? (
        <p id="oauth-unavailable" className="text-muted-foreground text-xs">
          {OAUTH_UNAVAILABLE_NOTE}
        </p>
      ) : null}
    </div>
  );
}
