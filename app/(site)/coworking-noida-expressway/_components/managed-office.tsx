import Image from "next/image";
import Link from "next/link";
import { ArrowRight, Check } from "lucide-react";
import { Section } from "@/components/marketing/section";
import { landing } from "@/content/coworking-noida-expressway";
import { images } from "@/content/images";

export function ManagedOffice() {
  const { managed } = landing;
  const image = images.experienceCabin;
  return (
    <Section id="managed-office">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-accent text-sm font-semibold tracking-widest uppercase">
            {managed.eyebrow}
          </p>
          <h2 id="managed-office-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            {managed.title}
          </h2>
          <div className="text-muted-foreground mt-6 space-y-5 text-lg leading-8">
            {managed.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <Link
            href={managed.link.href}
            className="text-accent mt-8 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
          >
            {managed.link.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <div className="space-y-8">
          <Image
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[16/10] w-full rounded-3xl object-cover"
          />
          <div className="bg-card rounded-2xl border p-7">
            <h3 className="font-sans text-lg font-semibold">{managed.includesTitle}</h3>
            <ul className="mt-4 space-y-3">
              {managed.includes.map((item) => (
                <li key={item} className="flex gap-3 leading-7">
                  <Check className="text-accent mt-1.5 size-4 shrink-0" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}
