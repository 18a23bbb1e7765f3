"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { BriefcaseBusiness, CircleUserRound, LayoutDashboard, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { signOut } from "@/lib/auth/client/accounts";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { AUTH_TIMINGS, type AuthUser } from "@/lib/auth/types";
import { classDefault, cn } from "@/lib/utils";

/** Logged in (spec section 2, "Shell"): 'My Account', the email, 'Dashboard' and 'Log out'. */
export function UserMenu({
  user,
  className,
  onAction,
}: {
  user: AuthUser;
  className?: string;
  onAction?: () => void;
}) {
  const router = useRouter();

  async function logOut() {
    onAction?.();
    const result = await signOut();
    if (!result.ok) {
      toast.error(AUTH_TOASTS.signOutFailed, {
        description: result.message || AUTH_TOASTS.fallback,
      });
      return;
    }
    toast.success(AUTH_TOASTS.signedOut, {
      description: AUTH_TOASTS.signedOutDescription,
      duration: AUTH_TIMINGS.successToastMs,
    });
    router.push("/");
    router.refresh();
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label="Account menu"
          className={cn("ml-1", classDefault(className, /^w-/, "w-28"), className)}
        >
          <CircleUserRound aria-hidden />
          Account
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <p className="text-muted-foreground truncate px-2.5 pb-1.5 text-sm" title={user.email}>
          {user.email}
        </p>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild onSelect={() => onAction?.()}>
          <Link href="/dashboard">
            <LayoutDashboard aria-hidden />
            Dashboard
          </Link>
        </DropdownMenuItem>
        {user.staff ? (
          <DropdownMenuItem asChild onSelect={() => onAction?.()}>
            <Link href="/staff">
              <BriefcaseBusiness aria-hidden />
              Staff console
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
