"use client";

import { usePathname } from "next/navigation";
import { Button, type ButtonProps } from "@/components/ui/button";
import { InvitationDialog } from "./invitation-dialog";

/** 'Request an Invitation': opens the invitation dialog (home and /membership). */
export function RequestInviteButton({
  size = "lg",
  variant,
}: Pick<ButtonProps, "size" | "variant">) {
  const pathname = usePathname();
  return (
    <InvitationDialog
      page={pathname}
      trigger={
        <Button size={size} variant={variant}>
          Request an Invitation
        </Button>
      }
    />
  );
}
