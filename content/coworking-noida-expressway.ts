import type { CallToAction } from "./home";
import { site } from "@/lib/site";
import {
  DAY_PASS_PRICE,
  GST_PERCENT,
  MEETING_ROOMS,
  OFFICE_SEAT_OPTIONS,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
  formatInr,
} from "@/lib/pricing";

export type LandingIcon =
  "building" | "calendar" | "wifi" | "presentation" | "mic" | "coffee" | "car" | "train" | "pin";
export type LandingCard = { icon: LandingIcon; title: string; body: string };
export type Faq = { question: string; answer: string };

/** "2, 4, 6, 15, 24 or 35" */
const officeSizes = `${OFFICE_SEAT_OPTIONS.slice(0, -1).join(", ")} or ${Math.max(...OFFICE_SEAT_OPTIONS)}`;
const deskPrice = formatInr(WORKSPACE_PRODUCTS["dedicated-desk"].seatRate);
const officePrice = formatInr(WORKSPACE_PRODUCTS["managed-office"].seatRate);
const roomPrice = formatInr(MEETING_ROOMS["4-seater"].hourlyRate);
const annualFreeMonths = WORKSPACE_TERMS.annual.freeMonths;

const tour: CallToAction = { label: "Book a Tour", href: "/contact?type=Tour" };
const membership: CallToAction = { label: "Explore Membership", href: "/contact?type=Membership" };

/**
 * The search landing page (spec section 2, /coworking-noida-expressway), written for people
 * searching "coworking space Noida Expressway" or "managed office Sector 127 Noida".
 */
export const landing = {
  breadcrumb: "Coworking on Noida Expressway",
  hero: {
    eyebrow: site.address.short,
    title: "Coworking space on the Noida Expressway",
    lead: `${site.name} is a premium coworking and managed-office club in ${site.address.short}, right on the Expressway: private cabins, dedicated desks, meeting rooms and fitted offices for teams of ${Math.min(...OFFICE_SEAT_OPTIONS)} to ${Math.max(...OFFICE_SEAT_OPTIONS)}, with the service of a good hotel and the freedom of a monthly plan.`,
    primary: tour,
    secondary: membership,
  },
  facts: [
    { value: site.facts.seats, label: "seats across cabins, desks and offices" },
    { value: site.facts.meetingRoomSeats, label: "seats in each meeting room" },
    { value: `${site.facts.noticeDays} days'`, label: "notice to scale up or down" },
  ],
  why: {
    eyebrow: `Why ${site.name}`,
    title: "Why teams choose us on the Expressway",
    intro:
      "Plenty of places along the Expressway rent desks. We run an office for you, so your team can get on with the work.",
    items: [
      {
        icon: "building",
        title: "An address clients remember",
        body: "Lotus Business Park is a recognised business address on the Expressway, with a staffed reception, visitor passes and a lobby you will be glad to walk a client through.",
      },
      {
        icon: "calendar",
        title: "Monthly terms, no lock-in",
        body: `No three-year lease and no fit-out bill. Add seats as you hire, give ${site.facts.noticeDays} days' notice to scale down, and take ${annualFreeMonths} month free on an annual plan.`,
      },
      {
        icon: "wifi",
        title: "Internet you never think about",
        body: "Dual fibre lines with automatic failover and a private network for each team, so video calls and uploads never wait on someone else's download.",
      },
      {
        icon: "presentation",
        title: `Meeting rooms for ${site.facts.meetingRoomSeats}`,
        body: "Book by the hour for pitches, interviews and board meetings, with a large screen, video-conferencing and tea served in the room. Half and full days cost less.",
      },
      {
        icon: "mic",
        title: "A podcast studio on site",
        body: "Record interviews, webinars and a company podcast in a treated studio with an engineer, without leaving the building.",
      },
      {
        icon: "coffee",
        title: "Everything handled",
        body: "Unlimited coffee, meals ordered to your desk, mail and courier handling, housekeeping and power backup: the office runs itself while you work.",
      },
    ] satisfies readonly LandingCard[],
  },
  managed: {
    eyebrow: "Managed offices",
    title: "Managed office space in Sector 127, Noida",
    paragraphs: [
      "A managed office is a private, fitted office inside the club, run by us. You choose the layout, the branding and the number of seats; we take care of furniture, the IT network, cleaning, security, utilities and reception, and bill it as one monthly fee per seat.",
      `Offices are planned for teams of ${officeSizes}, so a two-person founding team and a regional office of thirty-five can work a floor apart and share the same meeting rooms, lounges and studio. Seats start from ${officePrice} per month plus GST, and most teams move in within weeks rather than the months a conventional lease and fit-out take.`,
    ],
    includes: [
      "A private, lockable office with your signage",
      "Your own network segment on business-grade fibre",
      "Reception, visitor management and mail handling",
      "Daily housekeeping, air-conditioning and power backup",
      "Member access to meeting rooms, lounges and events",
      "One monthly invoice for rent, services and utilities",
    ],
    includesTitle: "Included in every managed office",
    link: { label: "Price a managed office", href: "/cabins-and-desks" } satisfies CallToAction,
  },
  connectivity: {
    eyebrow: "Getting here",
    title: "Connected by the Expressway and the Aqua Line",
    intro:
      "Sector 127 sits directly on the Noida–Greater Noida Expressway, so the club is easy to reach from Noida, Greater Noida and South Delhi without crossing the centre of the city.",
    items: [
      {
        icon: "car",
        title: "By road",
        body: "The Expressway runs past the business park. In ordinary traffic the DND Flyway towards Delhi and central Greater Noida are each roughly 25 to 35 minutes away; peak hours can add to that.",
      },
      {
        icon: "train",
        title: "By metro",
        body: "The nearest stations on the Aqua Line are Sector 137 and Sector 142, a short auto or cab ride from the club. The Aqua Line meets the Delhi Metro's Blue Line through the walkway between Noida Sector 51 and Sector 52.",
      },
      {
        icon: "pin",
        title: "Finding us",
        body: `${site.address.short}. Reception is open ${site.hours.label}; tell us when you are coming and a visitor pass will be ready.`,
      },
    ] satisfies readonly LandingCard[],
    note: "Travel times are estimates and vary with traffic and the time of day.",
  },
  faq: {
    title: "Questions people ask",
    items: [
      {
        question: "How much does coworking on the Noida Expressway cost here?",
        answer: `A day pass is ${formatInr(DAY_PASS_PRICE)}, a dedicated desk is ${deskPrice} per seat per month and managed offices start from ${officePrice} per seat per month. Meeting rooms start at ${roomPrice} an hour. Prices exclude ${GST_PERCENT}% GST.`,
      },
      {
        question: "Can I get a managed office for my team in Sector 127?",
        answer: `Yes. We plan private offices for teams of ${officeSizes}, furnished and networked, on monthly terms. Book a tour and we will show you what is available now and when you could move in.`,
      },
      {
        question: "Which metro station is closest to the club?",
        answer:
          "Sector 137 and Sector 142 on the Aqua Line are the nearest. From either station the club is a short auto or cab ride along the Expressway.",
      },
      {
        question: "Can I see the space before I decide?",
        answer: `Of course. Tours run ${site.hours.label}, take about half an hour and come with no obligation. Try a desk, sit in a meeting room and ask us anything.`,
      },
    ] satisfies readonly Faq[],
  },
  cta: {
    title: "See the club before you decide",
    body: "Walk the floors, sit in a cabin, test the Wi-Fi and ask us about plans and move-in dates. Or tell us what your team needs and we will send you membership options.",
    primary: tour,
    secondary: membership,
  },
} as const;
