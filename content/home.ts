import { site } from "@/lib/site";

export type CallToAction = { label: string; href: string };

/** Home page copy, section by section in the spec's order (section 2, "Home sections in order"). */
export const home = {
  hero: {
    eyebrow: "Lotus Business Park · Sector 127 · Noida Expressway",
    title: "A calmer, better place to do your best work",
    lead: `${site.name} is a premium coworking and managed-office club on the Noida Expressway: private cabins, dedicated desks and meeting rooms, with the service of a good hotel.`,
    primary: { label: "Book a Tour", href: "/plans" } satisfies CallToAction,
    secondary: { label: "Our Story", href: "/about" } satisfies CallToAction,
  },
  facts: [
    { value: site.facts.seats, label: "seats across cabins, desks and lounges" },
    { value: site.facts.meetingRoomSeats, label: "seats in every meeting room" },
    { value: `${site.facts.noticeDays} days'`, label: "notice to scale up or down" },
  ],
  vision: {
    eyebrow: "Our vision",
    title: "Workspace that adapts to your team, not the other way round",
    body: "We built the club for founders, studios and regional teams who want a serious office without a five-year lease. Grow from two desks to a floor, host a client at short notice, record a podcast between meetings, and let us take care of everything that isn't your work.",
    cta: { label: "Learn More", href: "/about" } satisfies CallToAction,
  },
  amenities: {
    eyebrow: "The premium experience",
    title: "Everything handled, so the day is yours",
    items: [
      {
        icon: "wifi",
        title: "High-speed secure Wi-Fi",
        body: "Dual fibre lines with failover, and a private network per team.",
      },
      {
        icon: "coffee",
        title: "Unlimited coffee",
        body: "Specialty coffee, chai and cold brew from our café bar, all day.",
      },
      {
        icon: "mail",
        title: "Mail handling",
        body: "We receive, log and hold your post and couriers, and tell you when they arrive.",
      },
      {
        icon: "mic",
        title: "Podcast and gaming rooms",
        body: "A treated recording studio and a games room for the hour after a long call.",
      },
      {
        icon: "utensils",
        title: "Order-at-table service",
        body: "Order meals and snacks from your desk; they arrive where you are.",
      },
    ],
  },
  ecosystem: {
    title: "One membership, a whole ecosystem",
    body: "Cabins, desks, meeting rooms, a studio, events and a community of founders and operators, all under one roof.",
    cta: { label: "Explore the experience", href: "/experience" } satisfies CallToAction,
  },
  testimonials: { eyebrow: "Members", title: "What our members say" },
  events: {
    eyebrow: "Events",
    title: "Evenings worth staying for",
    intro: "A programme of member events through the year, open to guests on most nights.",
    themes: [
      {
        title: "Networking Nights",
        body: "Introductions that lead somewhere: founders, investors and operators over dinner.",
        image: "eventsNetworking",
      },
      {
        title: "Cultural Evenings",
        body: "Music, poetry and food from across India, on the terrace after work.",
        image: "eventsCultural",
      },
      {
        title: "Wellness Workshops",
        body: "Posture, breathing and movement sessions you can keep up at a desk.",
        image: "eventsWellness",
      },
    ],
    cta: { label: "Host an Event", href: "/contact?type=Event" } satisfies CallToAction,
  },
  gallery: {
    eyebrow: "Gallery",
    title: "Take a look around",
    cta: { label: "Book a Tour", href: "/contact?type=Tour" } satisfies CallToAction,
    more: { label: "See the full gallery", href: "/gallery" } satisfies CallToAction,
  },
  contact: {
    eyebrow: "Get in touch",
    title: "Tell us what your team needs",
    body: "Whether it's a single desk next week or a fitted office for forty by next quarter, send us a note and a member of our team will reply within one working day.",
    cta: { label: "Submit Request", href: "/contact" } satisfies CallToAction,
  },
} as const;
