"use client";

import Link from "@/components/ui/link";
import { Dialog, DialogPanel } from "@/components/ui/dialog";
import { LoginForm } from "@/components/auth/login-form";
import { OAuthButtons } from "@/components/auth/oauth-buttons";
import { useFinishSignIn } from "@/components/auth/use-finish-sign-in";
import { clearAuthTarget } from "@/lib/auth/client/auth-target";
import { useOverlays } from "@/components/hooks/use-overlays";

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
 * The authentication dialog's login view. Its form lives in the dialog's content, which
 * unmounts on close, so it resets every time. 'Sign up' leaves for /signup (spec section 2),
 * keeping where the booking gate meant to go. Mounted by `DeferredOverlays` when first asked for.
 */
export function AuthDialog() {
  const view = useOverlays((s) => s.authView);
  const closeAuth = useOverlays((s) => s.closeAuth);
  const openAuth = useOverlays((s) => s.openAuth);
  const finish = useFinishSignIn();

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
      <DialogPanel
        title="Welcome back"
        description="Sign in to book rooms and manage your membership."
      >
        <div className="grid gap-5">
          <div className="grid gap-2">
            <LoginForm onSignedIn={finish} />
            <Link
              href="/auth/forgot"
              onClick={closeAuth}
              className="text-accent justify-self-end text-sm font-medium underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
          <Divider />
          <OAuthButtons />
          <p className="text-muted-foreground text-center text-sm">
            Don&apos;t have an account?{" "}
            <button
              type="button"
              className="text-accent font-medium underline-offset-4 hover:underline"
              onClick={() => openAuth("sign_up")}
            >
              Sign up
            </button>
          </p>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
