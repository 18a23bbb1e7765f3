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
          <figcaption className="text-muted-foreground mt-4 text-sm">
            <span className="text-foreground font-semibold">{founder.name}</span>, {founder.role}
          </figcaption>
        </figure>
        <div>
          <p className="text-accent text-sm font-semibold tracking-widest uppercase">
            {founder.eyebrow}
          </p>
          <h2 id="founder-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            {founder.title}
          </h2>
          <div className="text-muted-foreground mt-6 space-y-5 text-lg leading-8">
            {founder.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <blockquote className="bg-accent-soft mt-10 rounded-2xl p-7 sm:p-8">
            <Quote className="text-accent size-6" aria-hidden />
            <p className="font-display mt-4 text-xl leading-8 sm:text-2xl sm:leading-9">
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
