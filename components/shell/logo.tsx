import Link from "next/link";
import { site } from "@/lib/site";
import { cn } from "@/lib/utils";

export function LotusMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden
      className={cn("text-accent size-8", className)}
      fill="none"
    >
      <path
        d="M16 5c3 3.6 4.5 7.3 4.5 11S19 23.4 16 27c-3-3.6-4.5-7.3-4.5-11S13 8.6 16 5Z"
        fill="currentColor"
      />
      <path
        d="M4 13c4.2.2 7.3 1.9 9.4 5 1.2 1.8 1.9 4.8 2.6 9-4.4-.3-7.6-1.9-9.6-4.9C5 19.9 4.2 17 4 13Zm24 0c-4.2.2-7.3 1.9-9.4 5-1.2 1.8-1.9 4.8-2.6 9 4.4-.3 7.6-1.9 9.6-4.9 1.4-2.2 2.2-5.1 2.4-9.1Z"
        fill="currentColor"
        opacity=".55"
      />
    </svg>
  );
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
