import Link from "@/components/ui/link";
import { WhatsappLink } from "@/components/shell/whatsapp-link";
import { site } from "@/lib/site";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ActionLinks } from "@/components/marketing/action-links";
import { AssetImage } from "@/components/marketing/asset-image";
import { Section } from "@/components/marketing/section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { home } from "@/content/home";
import { images } from "@/content/images";
import { memberTestimonials } from "@/content/testimonials";
import { RequestInviteButton } from "@/components/enquiries/request-invite-button";
import { TestimonialList } from "./testimonial-list";

export function Vision() {
  const { vision } = home;
  return (
    <Section id="vision">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <AssetImage image={images.visionSkyline} className="w-full rounded-3xl" />
        <div>
          <SectionHeading id="vision-heading" eyebrow={vision.eyebrow} title={vision.title} />
          <p className="body-lg mt-5">{vision.body}</p>
          <ActionLinks>
            <RequestInviteButton size="default" />
            <Button asChild variant="outline">
              <Link href={vision.cta.href}>
                {vision.cta.label}
                {/* Search engines and screen readers get where the link goes. */}
                <span className="sr-only"> about our story</span>
                <Icon name="arrow-right" />
              </Link>
            </Button>
          </ActionLinks>
        </div>
      </div>
    </Section>
  );
}

export function EcosystemBanner() {
  const { ecosystem } = home;
  return (
    <section aria-labelledby="ecosystem-heading" className="container-page py-8">
      <Link href={ecosystem.cta.href} className="group banner">
        <div className="max-w-2xl">
          <h2 id="ecosystem-heading">{ecosystem.title}</h2>
          <p>{ecosystem.body}</p>
        </div>
        {/* The arrow is the span's ::after (`.banner` in app/globals.css). */}
        <span>{ecosystem.cta.label}</span>
      </Link>
    </section>
  );
}

export function Testimonials() {
  const { eyebrow, title } = home.testimonials;
  return (
    <Section id="testimonials" eyebrow={eyebrow} title={title}>
      <TestimonialList testimonials={memberTestimonials} />
    </Section>
  );
}

export function EventsTeaser() {
  const { eyebrow, title, intro, themes, cta } = home.events;
  return (
    <Section id="events" eyebrow={eyebrow} title={title} intro={intro} tone="muted">
      <ul className="media-cards mt-12 grid gap-6 md:grid-cols-3">
        {themes.map((theme) => (
          <li key={theme.title}>
            <AssetImage
              image={images[theme.image]}
              className="w-full"
              sizes="(min-width: 768px) 33vw, 100vw"
            />
            <div>
              <h3>{theme.title}</h3>
              <p>{theme.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <ActionLinks
        className="mt-10"
        primary={cta}
        secondary={{ href: "/events", label: "See upcoming events" }}
      />
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
  const { eyebrow, title, cta, more } = home.gallery;
  return (
    <Section id="gallery" eyebrow={eyebrow} title={title}>
      <ul className="thumbs mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {galleryPreview.map((image) => (
          <li key={image.src}>
            <AssetImage image={image} sizes="(min-width: 1024px) 25vw, 50vw" />
          </li>
        ))}
      </ul>
      <ActionLinks className="mt-10" primary={cta} secondary={more} />
    </Section>
  );
}

export function ContactIntro() {
  const { eyebrow, title, body, cta } = home.contact;
  return (
    <Section id="contact" eyebrow={eyebrow} title={title} intro={body} tone="muted">
      <div className="mt-8 flex flex-wrap items-center gap-6">
        <Button asChild size="lg">
          <Link href={cta.href}>{cta.label}</Link>
        </Button>
        <WhatsappLink message={`Hello ${site.name}, I have a question from your home page.`} />
      </div>
    </Section>
  );
}
