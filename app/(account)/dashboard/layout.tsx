import { redirect } from "next/navigation";
import { DASHBOARD_LOGIN, getCurrentMember } from "@/lib/auth/member";

/**
 * Sends anonymous visitors to the login dialog from above the page's loading state. A redirect
 * thrown inside it comes after the skeleton has been sent, so it can only be a 200 with a
 * one-second meta refresh that races the browser's own redirect; from here it is a 307 before
 * any HTML. The session read is shared with the page (one per request).
 */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  if (!(await getCurrentMember())) redirect(DASHBOARD_LOGIN);
  return children;
}
