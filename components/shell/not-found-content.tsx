"use client";

import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";

/**
 * The 404 page's content. A client component with no props: the root layout's RSC payload
 * carries its not-found page on every page (twice, for the route group too), and names a
 * client component in a few bytes where a server component's whole tree would be sent.
 */
export function NotFoundContent() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="bg-accent-soft text-accent grid size-16 place-items-center rounded-full">
        <span className="icon-mask icon-compass size-8" aria-hidden />
      </span>
      <p className="text-accent mt-6 text-sm font-semibold tracking-widest uppercase">404</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">We couldn&apos;t find that page</h1>
      <p className="text-muted-foreground mt-4 max-w-md text-lg">
        It may have moved, or the link may be mistyped. These are good places to start.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/plans">See plans and pricing</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/contact">Contact us</Link>
        </Button>
      </div>
    </section>
  );
}
