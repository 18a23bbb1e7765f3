import Link from "next/link";
import { site } from "@/lib/site";
import { cn } from "@/lib/utils";

/** The club's mark in the accent colour (a CSS mask over public/icons/lotus-mark.svg). */
export function LotusMark({ className }: { className?: string }) {
  return <span aria-hidden className={cn("icon-mask icon-lotus text-accent size-8", className)} />;
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn("flex items-center gap-2.5 rounded-md", className)}
      aria-label={`${site.name} home`}
    >
      <LotusMark />
      <span className="font-display text-xl font-semibold tracking-tight min-[375px]:whitespace-nowrap">
        {site.name}
      </span>
    </Link>
  );
}
