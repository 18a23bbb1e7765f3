"use client";

/**
 * Whether this tab has moved between our pages since it loaded. A visitor who landed from
 * search has no page of ours to go back to, so "Back" takes them up a level instead of away.
 */
let visitedPages = 0;

export function recordPageVisit() {
  visitedPages += 1;
}

export function hasPreviousPage() {
  return visitedPages > 1;
}
