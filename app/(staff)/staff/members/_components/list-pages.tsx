import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { staffPageHref } from "@/lib/memberships";
import type { StaffPagesList } from "@/lib/memberships/staff-pages";

/**
 * A list's keyset pages (issue 40): back to its newest rows when a later page is shown, and
 * the older ones after its last row when there are more. Nothing when the list fits one page.
 */
export function ListPages({
  list,
  label,
  current,
  next,
}: {
  list: StaffPagesList;
  /** What the older rows are, e.g. "Older memberships". */
  label: string;
  current?: string;
  next?: string;
}) {
  if (!current && !next) return null;
  return (
    <nav aria-label={`${label}: pages`} className="mt-3 flex flex-wrap gap-3">
      {current ? (
        <Button asChild variant="outline" size="sm">
          <Link href={staffPageHref(list)}>Back to the newest</Link>
        </Button>
      ) : null}
      {next ? (
        <Button asChild variant="outline" size="sm">
          <Link href={staffPageHref(list, next)}>{label}</Link>
        </Button>
      ) : null}
    </nav>
  );
}
