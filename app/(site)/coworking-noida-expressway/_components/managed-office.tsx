import Link from "@/components/ui/link";
import { AssetImage } from "@/components/marketing/asset-image";
import { CheckList } from "@/components/marketing/check-list";
import { Section } from "@/components/marketing/section";
import { Paragraphs, SectionHeading } from "@/components/marketing/section-heading";
import { landing } from "@/content/coworking-noida-expressway";
import { images } from "@/content/images";
import { Icon } from "@/components/ui/icon";

export function ManagedOffice() {
  const { managed } = landing;
  return (
    <Section id="managed-office">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="managed-office-heading"
            eyebrow={managed.eyebrow}
            title={managed.title}
          />
          <Paragraphs paragraphs={managed.paragraphs} />
          <Link
            href={managed.link.href}
            className="text-accent mt-8 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
          >
            {managed.link.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <div className="space-y-8">
          <AssetImage
            image={images.experienceCabin}
            className="aspect-[16/10] w-full rounded-3xl object-cover"
          />
          <div className="bg-card rounded-2xl border p-7">
            <h3 className="font-sans text-lg font-semibold">{managed.includesTitle}</h3>
            <CheckList items={managed.includes} density="relaxed" className="mt-4" />
          </div>
        </div>
      </div>
    </Section>
  );
}
