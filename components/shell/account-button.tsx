"use client";

import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useOverlays } from "./overlay-store";

/** Logged out: 'Login' opens the authentication dialog (spec section 2, "Shell"). */
export function AccountButton({
  className,
  onAction,
}: {
  className?: string;
  onAction?: () => void;
}) {
  const openAuth = useOverlays((s) => s.openAuth);
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn("ml-1", className)}
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
