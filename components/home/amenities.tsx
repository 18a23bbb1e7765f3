import { Coffee, Mail, Mic, UtensilsCrossed, Wifi, type LucideIcon } from "lucide-react";
import { Section } from "@/components/marketing/section";
import { home } from "@/content/home";

const icons: Record<(typeof home.amenities.items)[number]["icon"], LucideIcon> = {
  wifi: Wifi,
  coffee: Coffee,
  mail: Mail,
  mic: Mic,
  utensils: UtensilsCrossed,
};

export function Amenities() {
  const { amenities } = home;
  return (
    <Section id="amenities" eyebrow={amenities.eyebrow} title={amenities.title} tone="muted">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {amenities.items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.title} className="rounded-2xl border bg-card p-6">
              <span className="grid size-11 place-items-center rounded-full bg-accent-soft text-accent">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 font-sans text-base font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
