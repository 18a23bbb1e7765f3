"use client";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { LoginForm } from "@/components/auth/login-form";
import { OAuthButtons } from "@/components/auth/oauth-buttons";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { useFinishSignIn } from "@/components/auth/use-finish-sign-in";
import { clearAuthTarget } from "@/lib/auth/auth-target";
import { useOverlays } from "@/components/overlays/overlay-store";

function Divider() {
  return (
    <div className="text-muted-foreground flex items-center gap-3 text-xs" aria-hidden>
      <span className="bg-border h-px flex-1" />
      or
      <span className="bg-border h-px flex-1" />
    </div>
  );
}

/**
 * The authentication dialog: login and sign-up views, switchable inside it. The forms live in
 * the dialog's content, which unmounts on close, so they reset every time. Mounted by
 * `DeferredOverlays` the first time it is asked for.
 */
export function AuthDialog() {
  const view = useOverlays((s) => s.authView);
  const closeAuth = useOverlays((s) => s.closeAuth);
  const setAuthView = useOverlays((s) => s.setAuthView);
  const finish = useFinishSignIn();

  const signingUp = view === "sign_up";
  return (
    <Dialog
      open={view !== null}
      onOpenChange={(open) => {
        if (open) return;
        // Dismissed without signing in: forget where the booking gate meant to go.
        clearAuthTarget();
        closeAuth();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{signingUp ? "Create your account" : "Welcome back"}</DialogTitle>
          <DialogDescription>
            {signingUp
              ? "Join the club to book spaces and manage your membership."
              : "Sign in to book rooms and manage your membership."}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-5">
          {signingUp ? (
            <SignUpForm
              onSignedUp={(signedIn) => {
                if (signedIn) return finish();
                clearAuthTarget();
                closeAuth();
              }}
            />
          ) : (
            <LoginForm onSignedIn={finish} />
          )}
          <Divider />
          <OAuthButtons />
          <p className="text-muted-foreground text-center text-sm">
            {signingUp ? "Already have an account? " : "Don't have an account? "}
            <button
              type="button"
              className="text-accent font-medium underline-offset-4 hover:underline"
              onClick={() => setAuthView(signingUp ? "login" : "sign_up")}
            >
              {signingUp ? "Sign in" : "Sign up"}
            </button>
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
