import type { IconName } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

export type IconCardItem = { title: string; body: string; icon: IconName };

/**
 * `stacked` cards put the icon above the title, in three sizes (five narrow amenities, the
 * landing page's reasons, the three membership features); `inline` puts it beside the title.
 */
const variants = {
  small: {
    card: "p-6",
    badge: "size-11",
    title: "mt-5 text-base",
    body: "mt-2 text-sm leading-6",
  },
  medium: { card: "p-7", badge: "size-11", title: "mt-5 text-lg", body: "mt-2 leading-7" },
  large: { card: "p-7 sm:p-8", badge: "size-12", title: "mt-6 text-lg", body: "mt-2 leading-7" },
  inline: { card: "p-7", badge: "size-10 shrink-0", title: "text-lg", body: "mt-4 leading-7" },
} as const;

/**
 * A grid of cards, each an icon in an accent circle (one masked span, `.icon-badge`), a title
 * and a short body.
 */
export function IconCardGrid({
  items,
  variant,
  columns,
}: {
  items: readonly IconCardItem[];
  variant: keyof typeof variants;
  /** Tailwind grid-cols classes per breakpoint, e.g. "md:grid-cols-3". */
  columns: string;
}) {
  const style = variants[variant];
  return (
    <ul className={cn("mt-12 grid gap-6", columns)}>
      {items.map(({ title, body, icon }) => {
        const badge = (
          <span aria-hidden className={cn("icon-badge", `icon-${icon}`, style.badge)} />
        );
        const heading = <h3 className={cn("font-sans font-semibold", style.title)}>{title}</h3>;
        return (
          <li key={title} className={cn("bg-card rounded-2xl border", style.card)}>
            {variant === "inline" ? (
              <div className="flex items-center gap-3">
                {badge}
                {heading}
              </div>
            ) : (
              <>
                {badge}
                {heading}
              </>
            )}
            <p className={cn("text-muted-foreground", style.body)}>{body}</p>
          </li>
        );
      })}
    </ul>
  );
}
