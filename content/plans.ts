import { site } from "@/lib/site";
import {
  CLUB_CLOSES,
  CLUB_OPENS,
  DAY_PASS_ITEM_KEY,
  DAY_PASS_PRICE,
  DAY_PASS_RESCHEDULE_HOURS,
  FULL_DAY_HOURS,
  GST_PERCENT,
  HALF_DAY_HOURS,
  MEETING_ROOMS,
  OFFICE_SEAT_OPTIONS,
  PODCAST_PLANS,
  PODCAST_FROM_RATE,
  REFUND_FULL_BEFORE_HOURS,
  TECH_SUPPORT_HOURLY_RATE,
  WORKSPACE_PRODUCTS,
  formatClubTime,
  formatInr,
  meetingDiscountPercent,
  meetingRoomPackagePrice,
  type MeetingRoomId,
  type Paise,
} from "@/lib/pricing";

/** A plan card of the pricing page (spec section 3). Prices come from lib/pricing, never typed in. */
export type Plan = {
  id: string;
  name: string;
  /** The figure the price text shows, for structured data. */
  amount: Paise;
  /** e.g. "₹6,000" or "from ₹2,500"; every plan's price excludes GST. */
  price: string;
  /** e.g. "/month"; shown after the price. */
  frequency: string;
  description: string;
  features: string[];
  /** Listed under "Pricing Structure" when present. */
  pricingDetails?: string[];
  cta: string;
  featured: boolean;
} & PlanAction;

/** A card with a link goes to it; a card without calls the booking handler with its item key. */
export type PlanAction =
  { itemKey: string; href?: undefined } | { href: string; itemKey?: undefined };

export const plansHero = {
  heading: "Plans & Pricing",
  subtitle: `From a single day at a hot desk to a private suite for your whole team, every plan at ${site.address.short} comes with the same premium service. Book by the hour, the day or the month.`,
} as const;

export const plansFeaturedBadge = "Most Popular";
export const plansPricingStructureLabel = "Pricing Structure";

/** The pricing page's reading of the cancellation policy (the room pages carry their own). */
export const plansRefundNote = `Meeting rooms and the podcast studio: full refund for cancellations made more than ${REFUND_FULL_BEFORE_HOURS} hours before the booking; no refund within ${REFUND_FULL_BEFORE_HOURS} hours. Day passes are non-refundable but can be rescheduled up to ${DAY_PASS_RESCHEDULE_HOURS} hours before.`;

const clubHours = `${formatClubTime(CLUB_OPENS)} to ${formatClubTime(CLUB_CLOSES)}`;
const noticeToScale = `Scale up or down with ${site.facts.noticeDays} days' notice`;
const gstNote = `Prices exclude ${GST_PERCENT}% GST`;

function meetingRoomPlan(room: MeetingRoomId, description: string, extras: string[]): Plan {
  const { name, seats, hourlyRate } = MEETING_ROOMS[room];
  const packageLine = (label: string, hours: number) =>
    `${label} (${hours} h): ${formatInr(meetingRoomPackagePrice(room, hours))} (${meetingDiscountPercent(hours)}% off)`;
  return {
    id: `meeting-room-${room}`,
    name,
    amount: hourlyRate,
    price: formatInr(hourlyRate),
    frequency: "/hour",
    description,
    features: [
      `Seats up to ${seats}`,
      ...extras,
      "Tea, coffee and water service",
      `Tech support on request (${formatInr(TECH_SUPPORT_HOURLY_RATE)}/hour)`,
    ],
    pricingDetails: [
      `Hourly: ${formatInr(hourlyRate)}`,
      packageLine("Half-day", HALF_DAY_HOURS),
      packageLine("Full day", FULL_DAY_HOURS),
      gstNote,
    ],
    cta: "Book a Room",
    featured: false,
    href: "/meeting-rooms",
  };
}

const podcastPlanLines = Object.values(PODCAST_PLANS).map(
  (plan) => `${plan.name} (up to ${plan.maxSpeakers} speakers): ${formatInr(plan.hourlyRate)}/hour`,
);

const deskRate = WORKSPACE_PRODUCTS["dedicated-desk"].seatRate;
const officeRate = WORKSPACE_PRODUCTS["managed-office"].seatRate;
const officeSizes = `${OFFICE_SEAT_OPTIONS[0]} to ${OFFICE_SEAT_OPTIONS.at(-1)}`;

export const plans: Plan[] = [
  {
    id: "day-pass",
    name: "Day Pass",
    amount: DAY_PASS_PRICE,
    price: formatInr(DAY_PASS_PRICE),
    frequency: "/day",
    description: "Drop in for a focused day in the lounge with everything a member has on hand.",
    features: [
      `Hot desk from ${clubHours}`,
      "High-speed secure Wi-Fi",
      "Unlimited coffee and tea",
      "Order-at-table café service",
      "Phone booths for calls",
    ],
    cta: "Book a Day Pass",
    featured: false,
    itemKey: DAY_PASS_ITEM_KEY,
  },
  {
    id: "dedicated-desk",
    name: "Dedicated Desk",
    amount: deskRate,
    price: formatInr(deskRate),
    frequency: "/month",
    description:
      "Your own desk in a quiet members' zone, set up the way you like it every morning.",
    features: [
      "Your own desk and ergonomic chair",
      "Lockable personal storage",
      "High-speed secure Wi-Fi",
      "Mail and package handling",
      "Members' events and community",
      noticeToScale,
    ],
    cta: "Book a Tour",
    featured: true,
    href: "/contact?type=Tour",
  },
  {
    id: "private-office-suite",
    name: "Private Office Suite",
    amount: officeRate,
    price: formatInr(officeRate),
    frequency: "/month",
    description: `A furnished, lockable suite for teams of ${officeSizes}, priced per seat with room to grow.`,
    features: [
      `Priced per seat, ${formatInr(officeRate)} a month each`,
      "Furnished suite with your own branding",
      "Private secure network",
      "Reception, mail handling and visitor management",
      "Executive concierge",
      noticeToScale,
    ],
    cta: "Get Membership Options",
    featured: false,
    href: "/contact?type=Membership",
  },
  meetingRoomPlan(
    "4-seater",
    "A bright room for four, made for client calls, interviews and stand-ups.",
    ["Wall-mounted screen with wireless casting", "Whiteboard"],
  ),
  meetingRoomPlan(
    "8-seater",
    "A boardroom for eight, ready for workshops, pitches and team reviews.",
    ["Video-conferencing camera and speakerphone", "Large screen and whiteboard wall"],
  ),
  {
    id: "podcast-studio",
    name: "Podcast Studio",
    amount: PODCAST_FROM_RATE,
    price: `from ${formatInr(PODCAST_FROM_RATE)}`,
    frequency: "/hour",
    description:
      "An acoustically treated studio with broadcast microphones and multi-camera video.",
    features: [
      `Room for up to ${PODCAST_PLANS.pro.maxSpeakers} speakers`,
      "Broadcast microphones and headphones",
      "Multi-camera 4K video recording",
      "Engineer-assisted sessions",
      "Post-production on request",
    ],
    pricingDetails: [
      `Hourly: from ${formatInr(PODCAST_FROM_RATE)}`,
      ...podcastPlanLines,
      "Daily: on enquiry",
      gstNote,
    ],
    cta: "Explore the Studio",
    featured: false,
    href: "/podcast-studio",
  },
];
