"use client";

import { useEffect, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { LazyMotion, MotionConfig, m } from "framer-motion";
import { recordPageVisit } from "./navigation-history";

const loadFeatures = () => import("./motion-features").then((mod) => mod.default);

// The first page a visitor sees renders without an entrance animation, so nothing delays
// its largest paint; later navigations fade in. Only ever flipped in the browser.
let firstPage = true;

/** Spec section 2: scroll to top on each path change, animated transitions (reduced motion respected). */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();

  useEffect(() => {
    recordPageVisit();
    if (!firstPage) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    firstPage = false;
  }, [pathname]);

  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          key={pathname}
          initial={firstPage ? false : { opacity: 0, y: 12 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.35, ease: [0.2, 0.8, 0.2, 1] }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
