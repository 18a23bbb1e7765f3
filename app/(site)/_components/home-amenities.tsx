import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { Section } from "@/components/marketing/section";
import { home } from "@/content/home";
import type { IconName } from "@/components/ui/icon";

const icons: Record<(typeof home.amenities.items)[number]["icon"], IconName> = {
  wifi: "wifi",
  coffee: "coffee",
  mail: "mail",
  mic: "mic",
  utensils: "utensils-crossed",
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
