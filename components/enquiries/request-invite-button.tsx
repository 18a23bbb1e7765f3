"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useDeferredDialog } from "@/components/ui/use-deferred-dialog";

const loadDialog = () => import("./invitation-dialog");
const InvitationDialog = dynamic(() => loadDialog().then((m) => m.InvitationDialog), {
  ssr: false,
});

/** 'Request an Invitation': opens the invitation dialog (home and /membership). */
export function RequestInviteButton({
  size = "lg",
  variant,
}: Pick<ButtonProps, "size" | "variant">) {
  const pathname = usePathname();
  const dialog = useDeferredDialog(loadDialog);
  return (
    <>
      <Button size={size} variant={variant} {...dialog.triggerProps}>
        Request an Invitation
      </Button>
      {dialog.mounted ? (
        <InvitationDialog open={dialog.open} onOpenChange={dialog.setOpen} page={pathname} />
      ) : null}
    </>
  );
}
