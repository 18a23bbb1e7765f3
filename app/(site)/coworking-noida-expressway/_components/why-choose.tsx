import { Section } from "@/components/marketing/section";
import { landing } from "@/content/coworking-noida-expressway";
import { landingIcons } from "./icons";

export function WhyChoose() {
  const { why } = landing;
  return (
    <Section id="why" eyebrow={why.eyebrow} title={why.title} intro={why.intro} tone="muted">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {why.items.map((item) => {
          const Icon = landingIcons[item.icon];
          return (
            <li key={item.title} className="bg-card rounded-2xl border p-7">
              <span className="bg-accent-soft text-accent grid size-11 place-items-center rounded-full">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold">{item.title}</h3>
              <p className="text-muted-foreground mt-2 leading-7">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
