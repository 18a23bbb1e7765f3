import { Section } from "@/components/marketing/section";
import { landing } from "@/content/coworking-noida-expressway";
import { landingIcons } from "./icons";

export function Connectivity() {
  const { connectivity } = landing;
  return (
    <Section
      id="connectivity"
      eyebrow={connectivity.eyebrow}
      title={connectivity.title}
      intro={connectivity.intro}
      tone="muted"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {connectivity.items.map((item) => {
          const Icon = landingIcons[item.icon];
          return (
            <li key={item.title} className="bg-card rounded-2xl border p-7">
              <div className="flex items-center gap-3">
                <span className="bg-accent-soft text-accent grid size-10 shrink-0 place-items-center rounded-full">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="font-sans text-lg font-semibold">{item.title}</h3>
              </div>
              <p className="text-muted-foreground mt-4 leading-7">{item.body}</p>
            </li>
          );
        })}
      </ul>
      <p className="text-muted-foreground mt-6 text-sm">{connectivity.note}</p>
    </Section>
  );
}
