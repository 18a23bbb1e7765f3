import { Icon } from "@/components/ui/icon";
import { AssetImage } from "@/components/marketing/asset-image";
import { Section } from "@/components/marketing/section";
import { Paragraphs, SectionHeading } from "@/components/marketing/section-heading";
import { about } from "@/content/about";
import { images } from "@/content/images";

export function FounderStory() {
  const { founder } = about;
  return (
    <Section id="founder" className="pt-4 sm:pt-8">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <figure className="lg:sticky lg:top-28 lg:self-start">
          <AssetImage
            image={images.founderPortrait}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-[4/5] w-full rounded-3xl object-cover"
          />
          <figcaption className="text-muted-foreground mt-4 text-sm">
            <span className="text-foreground font-semibold">{founder.name}</span>, {founder.role}
          </figcaption>
        </figure>
        <div>
          <SectionHeading id="founder-heading" eyebrow={founder.eyebrow} title={founder.title} />
          <Paragraphs paragraphs={founder.paragraphs} />
          <blockquote className="bg-accent-soft mt-10 rounded-2xl p-7 sm:p-8">
            <Icon name="quote" className="text-accent block size-6" />
            <p className="font-display-regular mt-4 text-xl leading-8 sm:text-2xl sm:leading-9">
              {founder.quote}
            </p>
            <footer className="text-muted-foreground mt-4 text-sm">
              {founder.name}, {founder.role}
            </footer>
          </blockquote>
        </div>
      </div>
    </Section>
  );
}
