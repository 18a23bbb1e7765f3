import { Section } from "@/components/marketing/section";
import { about } from "@/content/about";

export function Milestones() {
  const { milestones } = about;
  return (
    <Section id="milestones" eyebrow={milestones.eyebrow} title={milestones.title} tone="muted">
      <ol className="relative mt-12 grid gap-10 border-l pl-8 sm:pl-10 lg:grid-cols-4 lg:gap-8 lg:border-t lg:border-l-0 lg:pt-10 lg:pl-0">
        {milestones.items.map((milestone) => (
          <li key={milestone.year} className="relative">
            <span
              aria-hidden
              className="bg-accent ring-accent-soft absolute top-2 -left-[calc(2rem+5px)] size-2.5 rounded-full ring-4 sm:-left-[calc(2.5rem+5px)] lg:-top-[calc(2.5rem+5px)] lg:left-0"
            />
            <p className="font-display text-accent text-3xl font-semibold">{milestone.year}</p>
            <h3 className="mt-2 font-sans text-lg font-semibold">{milestone.title}</h3>
            <p className="text-muted-foreground mt-2 leading-7">{milestone.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
