"use client";

/**
 * Whether the entry before this one in the tab's history is one of our pages. A visitor who
 * landed from search has none, so "Back" takes them up a level instead of off the site. Read
 * from the tab's real history, so a reload does not forget it: the Navigation API lists only
 * same-origin entries, so `canGoBack` is exactly the answer; where it is missing, a per-tab
 * record of our paths in sessionStorage stands in.
 */
const KEY = "lotus:visited-paths";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // Storage disabled: every page counts as the first.
  }
}

function readPaths(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
}

const hasNavigationApi = () => typeof navigation !== "undefined";

/** Called on each path the tab shows: a reload repeats the last path, a return pops it. */
export function recordPageVisit(pathname: string) {
  // Where the Navigation API answers, the record is never read: skip its storage read and
  // write on every page view (issue 27's trace charged them up to 99 ms on a phone).
  if (hasNavigationApi()) return;
  const paths = readPaths();
  if (paths.at(-1) === pathname) return;
  if (paths.at(-2) === pathname) paths.pop();
  else paths.push(pathname);
  storage()?.setItem(KEY, JSON.stringify(paths.slice(-50)));
}

export function hasPreviousPage(): boolean {
  if (hasNavigationApi()) return navigation.canGoBack;
  return readPaths().length > 1;
}
