import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The tick offset follows the line height, so the icon sits centred on the first line:
 * 20 px lines (small text) take 2 px, 24 px lines 4 px, 28 px lines 6 px.
 */
const densities = {
  small: { list: "space-y-2.5 text-sm", item: "gap-2.5", tick: "mt-0.5" },
  base: { list: "space-y-2.5", item: "gap-3", tick: "mt-1" },
  relaxed: { list: "space-y-3", item: "gap-3 leading-7", tick: "mt-1.5" },
} as const;

/** A list of inclusions, each behind an accent tick. */
export function CheckList({
  items,
  density = "base",
  className,
}: {
  items: readonly string[];
  density?: keyof typeof densities;
  className?: string;
}) {
  const style = densities[density];
  return (
    <ul className={cn(style.list, className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex", style.item)}>
          <Check className={cn("text-accent size-4 shrink-0", style.tick)} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
