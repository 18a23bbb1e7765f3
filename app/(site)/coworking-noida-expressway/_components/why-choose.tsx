import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { Section } from "@/components/marketing/section";
import { landing } from "@/content/coworking-noida-expressway";
import { landingIcons } from "./icons";

export function WhyChoose() {
  const { why } = landing;
  return (
    <Section id="why" eyebrow={why.eyebrow} title={why.title} intro={why.intro} tone="muted">
      <IconCardGrid
        variant="medium"
        columns="sm:grid-cols-2 lg:grid-cols-3"
        items={why.items.map((item) => ({ ...item, icon: landingIcons[item.icon] }))}
      />
    </Section>
  );
}
