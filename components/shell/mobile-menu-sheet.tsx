"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { Dialog } from "@/components/ui/dialog";
import { SheetContent } from "@/components/ui/sheet";
import { Dialog as DialogPrimitive } from "radix-ui";
import { headerLinks } from "@/content/navigation";
import { site } from "@/lib/site";
import { AccountButton } from "./account-button";

/**
 * Below the large breakpoint the header links live in a slide-in menu (a focus-trapping Radix
 * dialog), loaded on first use by `MobileMenu`.
 */
export function MobileMenuSheet({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const pathname = usePathname();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <SheetContent side="right" closeLabel="Close menu" aria-describedby={undefined}>
        <DialogPrimitive.Title className="font-display px-6 pt-6 text-lg font-semibold">
          Menu
        </DialogPrimitive.Title>
        <nav aria-label="Mobile" className="mt-4 flex-1 overflow-y-auto px-3">
          <ul className="grid gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={() => setOpen(false)}
                  aria-current={pathname === link.href ? "page" : undefined}
                  className="hover:bg-muted aria-[current=page]:text-accent block rounded-lg px-3 py-3 text-lg font-medium"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-3 border-t p-6">
          <AccountButton className="w-full sm:hidden" onAction={() => setOpen(false)} />
          <p className="text-muted-foreground text-sm">{site.hours.label}</p>
        </div>
      </SheetContent>
    </Dialog>
  );
}
