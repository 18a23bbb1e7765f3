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
            <li key={item.title} className="bg-card rounded-2xl border p-6">
              <span className="bg-accent-soft text-accent grid size-11 place-items-center rounded-full">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 font-sans text-base font-semibold">{item.title}</h3>
              <p className="text-muted-foreground mt-2 text-sm leading-6">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
