import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * `next/link` that prefetches on intent, not on sight: Next prefetches every link that scrolls
 * into view, and decoding those payloads was main-thread work on every page load (issue 27,
 * docs/performance.md). `IntentPrefetch` (in the root layout) prefetches a link's page when
 * the pointer rests on it, a finger touches it or it gets keyboard focus.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
