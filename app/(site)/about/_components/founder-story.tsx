import Image from "next/image";
import { Quote } from "lucide-react";
import { Section } from "@/components/marketing/section";
import { about } from "@/content/about";
import { images } from "@/content/images";

export function FounderStory() {
  const { founder } = about;
  const portrait = images.founderPortrait;
  return (
    <Section id="founder" className="pt-4 sm:pt-8">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <figure className="lg:sticky lg:top-28 lg:self-start">
          <Image
            src={portrait.src}
            width={portrait.width}
            height={portrait.height}
            alt={portrait.alt}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-[4/5] w-full rounded-3xl object-cover"
          />
          <figcaption className="mt-4 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{founder.name}</span>, {founder.role}
          </figcaption>
        </figure>
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{founder.eyebrow}</p>
          <h2 id="founder-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            {founder.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-muted-foreground">
            {founder.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <blockquote className="mt-10 rounded-2xl bg-accent-soft p-7 sm:p-8">
            <Quote className="size-6 text-accent" aria-hidden />
            <p className="mt-4 font-display text-xl leading-8 sm:text-2xl sm:leading-9">{founder.quote}</p>
            <footer className="mt-4 text-sm text-muted-foreground">
              {founder.name}, {founder.role}
            </footer>
          </blockquote>
        </div>
      </div>
    </Section>
  );
}
