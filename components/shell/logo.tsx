import Link from "@/components/ui/link";
import { site } from "@/lib/site";
import { cn } from "@/lib/utils";

/**
 * The mark and the club's name, linking home (`.brand` in app/globals.css: the mark, in the
 * accent colour, is its ::before, a mask over public/icons/lotus-mark.svg).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={cn("brand", className)} aria-label={`${site.name} home`}>
      <span>{site.name}</span>
    </Link>
  );
}
