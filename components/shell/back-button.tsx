"use client";

import { usePathname, useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { hasPreviousPage } from "./navigation-history";

/** Spec section 2: history back on every page except home. */
export function BackButton() {
  const pathname = usePathname();
  const router = useRouter();
  if (pathname === "/") return null;

  function goBack() {
    // A visitor who landed here from search has no page of ours behind them: go up a level.
    if (hasPreviousPage()) router.back();
    else router.push(pathname.split("/").slice(0, -1).join("/") || "/");
  }

  return (
    <div className="container-page pt-4">
      <Button variant="ghost" size="sm" onClick={goBack} className="text-muted-foreground -ml-3">
        <Icon name="arrow-left" />
        Back
      </Button>
    </div>
  );
}
