import { Coffee, Mail, Mic, UtensilsCrossed, Wifi, type LucideIcon } from "lucide-react";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
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
      <IconCardGrid
        variant="small"
        columns="sm:grid-cols-2 lg:grid-cols-5"
        items={amenities.items.map((item) => ({ ...item, icon: icons[item.icon] }))}
      />
    </Section>
  );
}
