import { cn } from "@/lib/utils";

export type Faq = { question: string; answer: string };

/**
 * `card`: the landing page's boxed list, a chevron turning as an answer opens; `plain`: an
 * article's lighter list under its prose. Styled from the list (`.faq-*` in app/globals.css).
 */
const variants = { card: "faq-card", plain: "faq-plain" } as const;

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
  return (
    <div className={cn("faq divide-y rounded-2xl border", variants[variant], className)}>
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
