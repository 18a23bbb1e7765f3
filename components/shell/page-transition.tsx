"use client";

import { useEffect, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { recordPageVisit } from "./navigation-history";

// The first page a visitor sees renders without an entrance animation, so nothing delays
// its largest paint; later navigations fade in. Only ever flipped in the browser.
let firstPage = true;

/** One page's content: whether it animates in is settled when it mounts, never on a re-render. */
function PageEnter({ children }: { children: ReactNode }) {
  const [animated] = useState(() => !firstPage);
  return <div className={animated ? "page-enter" : undefined}>{children}</div>;
}

/**
 * Spec section 2: scroll to top on each path change, animated transitions. A CSS animation
 * (`.page-enter` in globals.css, reduced motion respected there) played by mounting each path's
 * content afresh: an animation library would add to every page's first load for one fade.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();

  useEffect(() => {
    recordPageVisit(pathname);
    if (!firstPage) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    firstPage = false;
  }, [pathname]);

  return <PageEnter key={pathname}>{children}</PageEnter>;
}
