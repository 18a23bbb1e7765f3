import { site } from "@/lib/site";
import type { EventOccurrence } from "@/content/events";
import type { BlogPost } from "@/content/blog";
import { MEETING_ROOMS, WORKSPACE_PRODUCTS, paiseToRupees } from "@/lib/pricing";
import { absoluteUrl } from "@/lib/seo";

export { breadcrumbJsonLd } from "./breadcrumb-json-ld";

/**
 * schema.org objects built from the same content and pricing sources as the pages.
 * Plain typed objects: the JsonLd component serialises them.
 */
type Thing = Record<string, unknown>;

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
};

function offer(name: string, rupees: number, unitText: string): Thing {
  return {
    "@type": "Offer",
    name,
    priceCurrency: "INR",
    price: rupees,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: rupees,
      priceCurrency: "INR",
      unitText,
    },
    url: absoluteUrl("/plans"),
    availability: "https://schema.org/InStock",
  };
}

/** The business, with the three offers spec section 1 names. */
export function localBusinessJsonLd(): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "CoworkingSpace",
    "@id": `${absoluteUrl("/")}#business`,
    name: site.name,
    description: site.description,
    url: absoluteUrl("/"),
    telephone: site.phone,
    email: site.email,
    image: absoluteUrl("/images/hero-lounge.svg"),
    priceRange: site.priceRange,
    currenciesAccepted: "INR",
    address: postalAddress,
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...site.hours.days],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    makesOffer: [
      offer(
        "Dedicated Desk",
        paiseToRupees(WORKSPACE_PRODUCTS["dedicated-desk"].seatRate),
        "MONTH",
      ),
      offer("Private Cabin", paiseToRupees(WORKSPACE_PRODUCTS["managed-office"].seatRate), "MONTH"),
      offer("Meeting Room Rental", paiseToRupees(MEETING_ROOMS["4-seater"].hourlyRate), "HOUR"),
    ],
  };
}

export function eventJsonLd(event: EventOccurrence): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: `${site.name}, ${event.venue}`, address: postalAddress },
    organizer: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    maximumAttendeeCapacity: event.capacity,
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url: absoluteUrl("/events"),
      validFrom: "2026-01-01T00:00:00+05:30",
    },
    image: absoluteUrl("/images/events-networking.svg"),
  };
}

export function blogPostingJsonLd(post: BlogPost): Thing {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.publishedOn,
    dateModified: post.publishedOn,
    mainEntityOfPage: url,
    url,
    image: absoluteUrl("/images/og-default.svg"),
    author: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
  };
}

export function faqPageJsonLd(faqs: { question: string; answer: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
