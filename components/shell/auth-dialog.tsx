"use client";

import { useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useOverlays } from "./overlay-store";

/** Opens the login view when the home page is visited with `?auth=login` (spec section 2). */
export function AuthQueryOpener() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const openAuth = useOverlays((s) => s.openAuth);
  useEffect(() => {
    if (pathname === "/" && params.get("auth") === "login") {
      openAuth("login");
      router.replace("/", { scroll: false });
    }
  }, [params, pathname, openAuth, router]);
  return null;
}

/** The authentication dialog frame: its login and sign-up forms come with the accounts work. */
export function AuthDialog() {
  const view = useOverlays((s) => s.authView);
  const closeAuth = useOverlays((s) => s.closeAuth);
  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && closeAuth()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{view === "sign_up" ? "Create your account" : "Welcome back"}</DialogTitle>
          <DialogDescription>Sign in to book rooms and manage your membership.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
