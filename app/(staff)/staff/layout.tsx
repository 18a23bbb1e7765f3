import type { Metadata } from "next";
import type { ReactNode } from "react";
import { countOverdueForMenu, overdueClock } from "@/lib/staff";
import { getCurrentStaff } from "@/lib/staff/access";
import { StaffNav } from "./_components/staff-nav";

// Never indexed, never cached: every page reads the session and shows live leads.
export const metadata: Metadata = {
  title: { default: "Staff console", template: "%s · Staff console" },
  robots: { index: false, follow: false },
};

/**
 * The console's frame. For anyone who is not staff it adds nothing, so the page's own gate
 * (requireStaffPage: sign in, or the site's plain 404) shows no trace of the console.
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const { member, staff } = await getCurrentStaff();
  if (!member || !staff) return children;
  const overdue = await countOverdueForMenu(overdueClock(), member.access).catch(() => null);
  return (
    <div className="container-page py-8 sm:py-10">
      <p className="text-accent text-sm font-semibold tracking-widest uppercase">Staff console</p>
      <div className="mt-4">
        <StaffNav overdue={overdue} />
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
