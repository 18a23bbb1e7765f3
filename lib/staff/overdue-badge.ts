/**
 * The most the console's menu counts: the badge shows "99+" beyond, so the count stops at the
 * hundredth overdue lead instead of reading every open lead (issue 40: a hash join over all four
 * sources on every staff page, linear in the leads).
 */
export const OVERDUE_BADGE_CAP = 100;

/** The badge's text: the count, or "99+" at the cap. */
export const overdueBadge = (count: number) =>
  count >= OVERDUE_BADGE_CAP ? `${OVERDUE_BADGE_CAP - 1}+` : String(count);
