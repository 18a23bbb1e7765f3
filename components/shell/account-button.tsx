"use client";

import dynamic from "next/dynamic";
import { useAuth } from "@/components/hooks/use-auth";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { classDefault, cn } from "@/lib/utils";
import { useOverlays } from "@/components/hooks/use-overlays";

/** Same size as the controls, so nothing moves when the session is read or the menu loads. */
function Placeholder({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      data-testid="account-placeholder"
      className={cn(
        "bg-muted ml-1 inline-block h-9 shrink-0 animate-pulse rounded-full",
        classDefault(className, /^w-/, "w-28"),
        className,
      )}
    />
  );
}

// The signed-in menu (a Radix dropdown) is code most visitors never need: loaded when used.
const UserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu), {
  ssr: false,
  loading: () => <Placeholder />,
});

/**
 * The header's account control (spec section 2, "Shell"): 'Login' opens the authentication
 * dialog; signed in, the user menu. Until the first session read, a placeholder of the same size.
 * `compact` (the header's): on a phone 'Login' is an icon button, still named 'Login', and the
 * user menu is left to the mobile menu, where it has room.
 */
export function AccountButton({
  className,
  compact = false,
  onAction,
}: {
  className?: string;
  compact?: boolean;
  onAction?: () => void;
}) {
  const { user, loading } = useAuth();
  const openAuth = useOverlays((s) => s.openAuth);
  // Most visitors are signed out: on a phone the placeholder holds the icon button's place.
  if (loading) return <Placeholder className={cn(compact && "max-sm:w-9", className)} />;
  if (user) {
    const menuClass = cn(compact && "max-sm:hidden", className);
    return <UserMenu user={user} className={menuClass} onAction={onAction} />;
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn(
        "ml-1",
        classDefault(className, /^w-/, "w-28"),
        compact && "max-sm:w-9 max-sm:px-0",
        className,
      )}
      onClick={() => {
        onAction?.();
        openAuth("login");
      }}
    >
      <Icon name="log-in" />
      <span className={compact ? "max-sm:sr-only" : undefined}>Login</span>
    </Button>
  );
}
