import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

export type Faq = { question: string; answer: string };

/**
 * `card`: the landing page's boxed list, a chevron turning as an answer opens; `plain`: an
 * article's lighter list under its prose.
 */
const variants = {
  card: {
    list: "bg-card max-w-3xl",
    item: "px-6 py-5 sm:px-7",
    question:
      "flex items-start justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden",
  },
  plain: { list: "", item: "p-5", question: "font-medium marker:hidden" },
} as const;

/** Questions that fold open to their answers (native `<details>`, so no JavaScript). */
export function FaqList({
  items,
  variant,
  className,
}: {
  items: readonly Faq[];
  variant: keyof typeof variants;
  className?: string;
}) {
  const style = variants[variant];
  return (
    <div className={cn("divide-y rounded-2xl border", style.list, className)}>
      {items.map((item) => (
        <details key={item.question} className={cn("group", style.item)}>
          <summary className={cn("cursor-pointer list-none", style.question)}>
            {item.question}
            {variant === "card" ? (
              <Icon
                name="chevron-down"
                className="text-accent mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            ) : null}
          </summary>
          <p className="text-muted-foreground mt-3 leading-7">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
