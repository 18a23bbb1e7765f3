"use client";

import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useDeferredDialog } from "@/components/ui/use-deferred-dialog";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = dynamic(() => loadSheet().then((m) => m.MobileMenuSheet), { ssr: false });

/** The header's menu button below the large breakpoint; the menu itself loads on first use. */
export function MobileMenu() {
  const menu = useDeferredDialog(loadSheet);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        {...menu.triggerProps}
      >
        <Icon name="menu" className="size-5!" />
      </Button>
      {menu.mounted ? <MobileMenuSheet open={menu.open} onOpenChange={menu.setOpen} /> : null}
    </>
  );
}
