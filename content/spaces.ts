import {
  DAY_PASS_ITEM_KEY,
  DAY_PASS_PRICE,
  MEETING_ROOMS,
  PODCAST_FROM_RATE,
  PODCAST_PLANS,
  VIRTUAL_OFFICE_MONTHLY_PRICE,
  WORKSPACE_PRODUCTS,
  formatInr,
} from "@/lib/pricing";

/** The spaces hub (ARCHITECTURE.md section 3): every bookable space and pass, priced from lib/pricing. */
export type BookableSpace = {
  id: string;
  name: string;
  price: string;
  unit: string;
  summary: string;
  image:
    | "experienceMeetingRoom"
    | "experienceCabin"
    | "experiencePodcast"
    | "experienceLounge"
    | "gallery01";
  action: { label: string; href: string } | { label: string; itemKey: string };
  /** Booked on the site (a calculator or the checkout), rather than by enquiry. */
  bookedOnline: boolean;
};

/** Where a space is booked: its calculator, or the checkout for an item key. */
export const bookingHref = (space: BookableSpace) =>
  "href" in space.action ? space.action.href : `/checkout?item=${space.action.itemKey}`;

export const bookableSpaces: BookableSpace[] = [
  {
    id: "meeting-rooms",
    name: "Meeting rooms",
    price: `from ${formatInr(MEETING_ROOMS["4-seater"].hourlyRate)}`,
    unit: "/hour",
    summary: `Rooms for ${MEETING_ROOMS["4-seater"].seats} and ${MEETING_ROOMS["8-seater"].seats}, with screens, whiteboards and half- and full-day discounts. See what is free and book by the hour.`,
    image: "experienceMeetingRoom",
    action: { label: "Check availability", href: "/meeting-rooms" },
    bookedOnline: true,
  },
  {
    id: "cabins-and-desks",
    name: "Cabins and desks",
    price: `from ${formatInr(WORKSPACE_PRODUCTS["dedicated-desk"].seatRate)}`,
    unit: "/seat/month",
    summary:
      "A dedicated desk of your own, or a managed office for your team. Work out rent, deposit and term savings in a minute.",
    image: "experienceCabin",
    action: { label: "Price your workspace", href: "/cabins-and-desks" },
    bookedOnline: true,
  },
  {
    id: "podcast-studio",
    name: "Podcast studio",
    price: `from ${formatInr(PODCAST_FROM_RATE)}`,
    unit: "/hour",
    summary: `A treated studio for up to ${PODCAST_PLANS.pro.maxSpeakers} speakers, with an engineer and optional post-production.`,
    image: "experiencePodcast",
    action: { label: "Plan a session", href: "/podcast-studio" },
    bookedOnline: true,
  },
  {
    id: "day-pass",
    name: "Day pass",
    price: formatInr(DAY_PASS_PRICE),
    unit: "/day",
    summary:
      "A hot desk in the lounge for a day, with Wi-Fi, coffee and the café. Weekdays, no commitment.",
    image: "experienceLounge",
    action: { label: "Book a day pass", itemKey: DAY_PASS_ITEM_KEY },
    bookedOnline: true,
  },
  {
    id: "virtual-office",
    name: "Virtual office",
    price: formatInr(VIRTUAL_OFFICE_MONTHLY_PRICE),
    unit: "/month",
    summary:
      "A business address in Lotus Business Park for your registration and letterhead, with mail handling and day-pass discounts.",
    image: "gallery01",
    action: { label: "Ask about a virtual office", href: "/contact?type=Membership" },
    bookedOnline: false,
  },
];
