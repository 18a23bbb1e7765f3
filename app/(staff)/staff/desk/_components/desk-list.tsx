import type { ReactNode } from "react";

/** One of the desk's lists: a heading with its count, then rows or a short empty line. */
export function DeskList({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  const id = `desk-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="bg-card rounded-2xl border p-4 sm:p-6">
      <h2 id={id} className="font-sans text-lg font-semibold">
        {title} <span className="text-muted-foreground font-normal">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="text-muted-foreground mt-3 text-sm">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y">{children}</ul>
      )}
    </section>
  );
}
