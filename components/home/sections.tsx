import Image from "next/image";
import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/marketing/section";
import { home } from "@/content/home";
import { images } from "@/content/images";
import { memberTestimonials } from "@/content/testimonials";
import { RequestInviteButton } from "@/components/enquiries/request-invite-button";
import { TestimonialList } from "./testimonials";

export function Vision() {
  const { vision } = home;
  return (
    <Section id="vision">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <Image
          src={images.visionSkyline.src}
          width={images.visionSkyline.width}
          height={images.visionSkyline.height}
          alt={images.visionSkyline.alt}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="w-full rounded-3xl"
        />
        <div>
          <p className="text-accent text-sm font-semibold tracking-widest uppercase">
            {vision.eyebrow}
          </p>
          <h2 id="vision-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            {vision.title}
          </h2>
          <p className="text-muted-foreground mt-5 text-lg leading-8">{vision.body}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <RequestInviteButton size="default" />
            <Button asChild variant="outline">
              <Link href={vision.cta.href}>
                {vision.cta.label}
                {/* Search engines and screen readers get where the link goes. */}
                <span className="sr-only"> about our story</span>
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}

export function EcosystemBanner() {
  const { ecosystem } = home;
  return (
    <section aria-labelledby="ecosystem-heading" className="container-page py-8">
      <Link
        href={ecosystem.cta.href}
        className="group bg-accent text-accent-foreground flex flex-col gap-6 rounded-3xl p-8 sm:flex-row sm:items-center sm:justify-between sm:p-12"
      >
        <div className="max-w-2xl">
          <h2 id="ecosystem-heading" className="text-3xl font-semibold">
            {ecosystem.title}
          </h2>
          <p className="text-accent-foreground/85 mt-3 text-lg">{ecosystem.body}</p>
        </div>
        <span className="inline-flex items-center gap-2 font-semibold">
          {ecosystem.cta.label}
          <ArrowRight
            className="size-5 transition-transform group-hover:translate-x-1"
            aria-hidden
          />
        </span>
      </Link>
    </section>
  );
}

export function Testimonials() {
  return (
    <Section id="testimonials" eyebrow={home.testimonials.eyebrow} title={home.testimonials.title}>
      <TestimonialList testimonials={memberTestimonials} />
    </Section>
  );
}

export function EventsTeaser() {
  const { events } = home;
  return (
    <Section
      id="events"
      eyebrow={events.eyebrow}
      title={events.title}
      intro={events.intro}
      tone="muted"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {events.themes.map((theme) => {
          const image = images[theme.image];
          return (
            <li key={theme.title} className="bg-card overflow-hidden rounded-2xl border">
              <Image
                src={image.src}
                width={image.width}
                height={image.height}
                alt={image.alt}
                className="w-full"
                sizes="(min-width: 768px) 33vw, 100vw"
              />
              <div className="p-6">
                <h3 className="font-sans text-lg font-semibold">{theme.title}</h3>
                <p className="text-muted-foreground mt-2 text-sm leading-6">{theme.body}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <Button asChild>
          <Link href={events.cta.href}>{events.cta.label}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/events">See upcoming events</Link>
        </Button>
      </div>
    </Section>
  );
}

const galleryPreview = [
  images.gallery01,
  images.gallery03,
  images.gallery06,
  images.gallery08,
] as const;

export function GalleryPreview() {
  const { gallery } = home;
  return (
    <Section id="gallery" eyebrow={gallery.eyebrow} title={gallery.title}>
      <ul className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {galleryPreview.map((image) => (
          <li key={image.src}>
            <Image
              src={image.src}
              width={image.width}
              height={image.height}
              alt={image.alt}
              sizes="(min-width: 1024px) 25vw, 50vw"
              className="aspect-square w-full rounded-2xl object-cover"
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <Button asChild>
          <Link href={gallery.cta.href}>{gallery.cta.label}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={gallery.more.href}>{gallery.more.label}</Link>
        </Button>
      </div>
    </Section>
  );
}

export function ContactIntro() {
  const { contact } = home;
  return (
    <Section
      id="contact"
      eyebrow={contact.eyebrow}
      title={contact.title}
      intro={contact.body}
      tone="muted"
    >
      <Button asChild size="lg" className="mt-8">
        <Link href={contact.cta.href}>{contact.cta.label}</Link>
      </Button>
    </Section>
  );
}
