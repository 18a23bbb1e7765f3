"use client";

import { LogIn } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { UserMenu } from "@/components/auth/user-menu";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useOverlays } from "./overlay-store";

/**
 * The header's account control (spec section 2, "Shell"): 'Login' opens the authentication
 * dialog; signed in, the user menu. Until the first session read, a placeholder of the same size.
 */
export function AccountButton({
  className,
  onAction,
}: {
  className?: string;
  onAction?: () => void;
}) {
  const { user, loading } = useAuth();
  const openAuth = useOverlays((s) => s.openAuth);

  if (loading) {
    return (
      <span
        aria-hidden
        data-testid="account-placeholder"
        className={cn(
          "bg-muted ml-1 inline-block h-9 w-28 shrink-0 animate-pulse rounded-full",
          className,
        )}
      />
    );
  }
  if (user) return <UserMenu user={user} className={className} onAction={onAction} />;
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn("ml-1 w-28", className)}
      onClick={() => {
        onAction?.();
        openAuth("login");
      }}
    >
      <LogIn aria-hidden />
      Login
    </Button>
  );
}
