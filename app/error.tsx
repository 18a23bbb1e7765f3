"use client";

import { useEffect } from "react";
import Link from "@/components/ui/link";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Any page that throws lands here, inside the site's shell, instead of a blank page. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="container-page flex flex-col items-center py-24 text-center" role="alert">
      <span className="bg-accent-soft text-accent grid size-16 place-items-center rounded-full">
        <TriangleAlert className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-4xl font-semibold">Something went wrong on our side</h1>
      <p className="text-muted-foreground mt-4 max-w-md text-lg">
        Please try again. If it keeps happening, call or email us and we&apos;ll sort it out.
      </p>
      {error.digest ? (
        <p className="text-muted-foreground mt-2 text-xs">Reference: {error.digest}</p>
      ) : null}
      <div className="mt-8 flex gap-3">
        <Button onClick={reset}>Try again</Button>
        <Button asChild variant="outline">
          <Link href="/">Go home</Link>
        </Button>
      </div>
    </section>
  );
}
