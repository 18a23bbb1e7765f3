import type { ImageKey } from "./images";
import type { CallToAction } from "./home";
import { site } from "@/lib/site";
import {
  DAY_PASS_PRICE,
  EXCLUDES_GST,
  MEETING_ROOMS,
  OFFICE_SEAT_OPTIONS,
  PODCAST_FROM_RATE,
  WORKSPACE_PRODUCTS,
  formatInr,
} from "@/lib/pricing";

export type Offering = {
  id: string;
  title: string;
  summary: string;
  highlights: readonly string[];
  /** "from ₹6,000", built from lib/pricing. */
  price: string;
  unit: string;
  image: ImageKey;
};

const smallestRoom = MEETING_ROOMS["4-seater"];
const largestRoom = MEETING_ROOMS["8-seater"];

/** The /experience page (spec section 2: five offerings and a link to /plans). */
export const experience = {
  hero: {
    eyebrow: "The experience",
    title: "Five ways to work at the club",
    lead: `Whether you need a desk for yourself, an office for your team or a room for an afternoon, every space at ${site.name} comes with the same calm floors, fast network and a front desk that takes care of the rest.`,
  },
  offerings: [
    {
      id: "private-cabins",
      title: "Private cabins",
      summary:
        "A lockable, glass-fronted cabin for a small team, furnished and ready on the day you move in. Close the door for focus, open it when you want the buzz of the floor.",
      highlights: [
        "Ergonomic chairs and height-adjustable desks",
        "Your own storage and key card",
        `Scale up or down with ${site.facts.noticeDays} days' notice`,
      ],
      price: `from ${formatInr(WORKSPACE_PRODUCTS["managed-office"].seatRate)}`,
      unit: `per seat / month ${EXCLUDES_GST}`,
      image: "experienceCabin",
    },
    {
      id: "dedicated-desks",
      title: "Dedicated desks",
      summary:
        "Your own desk on the open floor, kept for you every day, with a locker and a monitor arm. The easiest way to join the club and meet the people around you.",
      highlights: [
        "The same desk every day",
        "Locker, mail handling and unlimited coffee",
        "Meeting-room credits at member rates",
      ],
      price: `from ${formatInr(WORKSPACE_PRODUCTS["dedicated-desk"].seatRate)}`,
      unit: `per seat / month ${EXCLUDES_GST}`,
      image: "experienceDesks",
    },
    {
      id: "managed-offices",
      title: "Managed offices",
      summary: `A private office for ${Math.min(...OFFICE_SEAT_OPTIONS)} to ${Math.max(...OFFICE_SEAT_OPTIONS)} people, laid out and branded for your team, with IT, cleaning, reception and utilities run by us on one monthly invoice.`,
      highlights: [
        "Your layout, signage and private network",
        "One invoice for rent, services and utilities",
        "Room to grow on the same floor",
      ],
      price: `from ${formatInr(WORKSPACE_PRODUCTS["managed-office"].seatRate)}`,
      unit: `per seat / month ${EXCLUDES_GST}`,
      image: "gallery07",
    },
    {
      id: "meeting-rooms",
      title: "Meeting rooms",
      summary: `Rooms for ${smallestRoom.seats} to ${largestRoom.seats} people with a large screen, video-conferencing and a whiteboard, bookable by the hour. Half and full days cost less.`,
      highlights: [
        "Video-conferencing and wireless screen sharing",
        "Tea, coffee and water served in the room",
        "Open to members and guests",
      ],
      price: `from ${formatInr(smallestRoom.hourlyRate)}`,
      unit: `per hour ${EXCLUDES_GST}`,
      image: "experienceMeetingRoom",
    },
    {
      id: "podcast-studio",
      title: "Podcast studio",
      summary:
        "An acoustically treated studio with broadcast microphones, cameras and an engineer, so you can record a conversation that sounds and looks professional without building a studio of your own.",
      highlights: [
        "Audio and video recording",
        "An engineer for every session",
        "Optional editing and post-production",
      ],
      price: `from ${formatInr(PODCAST_FROM_RATE)}`,
      unit: `per hour ${EXCLUDES_GST}`,
      image: "experiencePodcast",
    },
  ] satisfies readonly Offering[],
  dayPassNote: `Just visiting? A day pass in the lounge is ${formatInr(DAY_PASS_PRICE)} ${EXCLUDES_GST}.`,
  cta: {
    title: "Compare every plan side by side",
    body: "See what each plan includes, how meeting-room discounts work and what you would pay for your team.",
    action: { label: "View plans and pricing", href: "/plans" } satisfies CallToAction,
  },
} as const;
