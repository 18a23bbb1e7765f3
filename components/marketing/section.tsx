import * as React from "react";
import { Eyebrow, SectionHeading } from "@/components/marketing/section-heading";
import { cn } from "@/lib/utils";

/** A page section with an optional eyebrow, heading and intro: the rhythm every marketing page shares. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  tone = "plain",
  headingLevel = "h2",
}: {
  id?: string;
  eyebrow?: string;
  title?: React.ReactNode;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  tone?: "plain" | "muted" | "accent";
  headingLevel?: "h1" | "h2";
}) {
  const headingId = id ? `${id}-heading` : undefined;
  const onAccent = tone === "accent";
  const heading = { id: headingId, eyebrow, title, level: headingLevel, onAccent };
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(
        "band",
        tone === "muted" && "bg-muted/50",
        onAccent && "bg-accent text-accent-foreground",
        className,
      )}
    >
      <div className="container-page">
        {eyebrow || title || intro ? (
          <div className="max-w-2xl">
            <SectionHeading {...heading} />
            {intro ? (
              <p className={cn("section-intro", onAccent && "text-accent-foreground/85")}>
                {intro}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** The top of an inner page: its one h1 and a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("pt-8 pb-12 sm:pt-12 sm:pb-16", className)}>
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl lg:text-6xl">{title}</h1>
          {lead ? (
            <p className="text-muted-foreground mt-5 max-w-2xl text-lg leading-8 sm:text-xl">
              {lead}
            </p>
          ) : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
