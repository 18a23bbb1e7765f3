import * as React from "react";
import { cn } from "@/lib/utils";

/** The small uppercase line above a heading. */
export function Eyebrow({ children, onAccent }: { children: React.ReactNode; onAccent?: boolean }) {
  return <p className={cn("eyebrow", onAccent && "text-accent-foreground/80")}>{children}</p>;
}

/**
 * A section's eyebrow and heading: used by `Section` above its content and by the split rows
 * (story, vision, managed office) inside their text column. `id` labels the section.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  level = "h2",
  onAccent,
}: {
  id?: string;
  eyebrow?: string;
  title?: React.ReactNode;
  level?: "h1" | "h2";
  onAccent?: boolean;
}) {
  const Heading = level;
  return (
    <>
      {eyebrow ? <Eyebrow onAccent={onAccent}>{eyebrow}</Eyebrow> : null}
      {title ? (
        <Heading id={id} className="section-title">
          {title}
        </Heading>
      ) : null}
    </>
  );
}

/** Several muted paragraphs of body copy under a section heading. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="text-muted-foreground mt-6 space-y-5 text-lg leading-8">
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)}>{paragraph}</p>
      ))}
    </div>
  );
}
