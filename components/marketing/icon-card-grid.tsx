import type { IconName } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

export type IconCardItem = { title: string; body: string; icon: IconName };

/**
 * `stacked` cards put the icon above the title, in three sizes (`small`: five narrow amenities,
 * `medium`: the landing page's reasons, `large`: the three membership features); `inline` puts
 * it beside the title. Styled from the list (`.cards-*` in app/globals.css), so a card's
 * elements carry no classes: each would be sent twice (the HTML and the RSC payload).
 */
type Variant = "small" | "medium" | "large" | "inline";

/** A grid of cards, each an icon in an accent circle (`.icon-badge`), a title and a short body. */
export function IconCardGrid({
  items,
  variant,
  columns,
}: {
  items: readonly IconCardItem[];
  variant: Variant;
  /** Tailwind grid-cols classes per breakpoint, e.g. "md:grid-cols-3". */
  columns: string;
}) {
  return (
    <ul className={cn("cards", `cards-${variant}`, columns)}>
      {items.map(({ title, body, icon }) => {
        const badge = <span aria-hidden className={`icon-badge icon-${icon}`} />;
        const heading = <h3>{title}</h3>;
        return (
          <li key={title}>
            {variant === "inline" ? (
              <div>
                {badge}
                {heading}
              </div>
            ) : (
              <>
                {badge}
                {heading}
              </>
            )}
            <p>{body}</p>
          </li>
        );
      })}
    </ul>
  );
}
