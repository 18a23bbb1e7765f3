import { cn } from "@/lib/utils";

/**
 * The tick (`.tick-list` in app/globals.css, a masked ::before) sits centred on the first line,
 * its offset following the line height: 20 px lines (small text) take 2 px, 24 px lines 4 px,
 * 28 px lines 6 px. Set once on the list, so each item is a bare `<li>`.
 */
const densities = {
  small: "space-y-2.5 text-sm [--tick-gap:0.625rem] [--tick-top:0.125rem]",
  base: "space-y-2.5 [--tick-gap:0.75rem] [--tick-top:0.25rem]",
  relaxed: "space-y-3 leading-7 [--tick-gap:0.75rem] [--tick-top:0.375rem]",
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
  return (
    <ul className={cn("tick-list", densities[density], className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
