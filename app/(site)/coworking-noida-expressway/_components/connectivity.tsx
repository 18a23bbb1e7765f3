import { IconCardGrid } from "@/components/marketing/icon-card-grid";
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
      <IconCardGrid
        variant="inline"
        columns="md:grid-cols-3"
        items={connectivity.items.map((item) => ({ ...item, icon: landingIcons[item.icon] }))}
      />
      <p className="text-muted-foreground mt-6 text-sm">{connectivity.note}</p>
    </Section>
  );
}
