"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import { overdueBadge } from "@/lib/staff/overdue-badge";

export const STAFF_SECTIONS = [
  { href: "/staff", label: "Inbox" },
  { href: "/staff/desk", label: "Front desk" },
  { href: "/staff/bookings", label: "Bookings" },
  { href: "/staff/orders", label: "Orders" },
  { href: "/staff/members", label: "Members and billing" },
  { href: "/staff/collections", label: "Collections" },
  { href: "/staff/numbers", label: "Owner's numbers" },
  { href: "/staff/packs", label: "Packs" },
  { href: "/staff/mail", label: "Mail" },
] as const;

/** The console's sections; the inbox carries how many leads are overdue. */
export function StaffNav({ overdue }: { overdue: number | null }) {
  const pathname = usePathname();
  const current = (href: string) =>
    href === "/staff"
      ? pathname === "/staff" || pathname.startsWith("/staff/leads")
      : pathname.startsWith(href);
  return (
    <nav aria-label="Staff console" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b">
        {STAFF_SECTIONS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={current(href) ? "page" : undefined}
              className={cn(
                "focus-visible:ring-ring inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium outline-none focus-visible:ring-2",
                current(href)
                  ? "border-accent text-foreground"
                  : "text-muted-foreground hover:text-foreground border-transparent",
              )}
            >
              {label}
              {href === "/staff" && overdue ? (
                <span
                  className="bg-destructive text-destructive-foreground rounded-full px-2 py-0.5 text-xs font-semibold"
                  data-testid="overdue-count"
                >
                  {overdueBadge(overdue)}
                  <span className="sr-only"> overdue</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
