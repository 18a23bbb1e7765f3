import type { PageIntroContent } from "./page-intro";

/**
 * Events are recurring series; each occurrence's date is computed from today, so the events
 * page can never show a past evening as upcoming, and registrations key on a real occurrence.
 */
export type EventSeries = {
  slug: string;
  title: string;
  theme: "Networking Nights" | "Cultural Evenings" | "Wellness Workshops";
  summary: string;
  /** Day of the week (0 Sunday … 6 Saturday) and which one in the month (1-4). */
  weekday: number;
  nth: number;
  startTime: string; // HH:mm, club time (Asia/Kolkata)
  durationMinutes: number;
  venue: string;
  capacity: number;
};

export type EventOccurrence = EventSeries & {
  /** `${slug}-${yyyy-mm-dd}`: the key a registration is stored against. */
  id: string;
  date: string; // yyyy-mm-dd
  startsAt: string; // ISO 8601 with +05:30
  endsAt: string;
};

export const eventSeries: EventSeries[] = [
  {
    slug: "founders-networking-night",
    title: "Founders' Networking Night",
    theme: "Networking Nights",
    summary:
      "An evening of short introductions, two five-minute founder stories and open conversation over small plates on the terrace lounge. Members bring a guest free.",
    weekday: 4,
    nth: 2,
    startTime: "18:30",
    durationMinutes: 150,
    venue: "Terrace Lounge, Level 5",
    capacity: 80,
  },
  {
    slug: "mindful-mornings-workshop",
    title: "Mindful Mornings: Desk Wellness Workshop",
    theme: "Wellness Workshops",
    summary:
      "A practical hour with a physiotherapist on posture, breathing and desk stretches you can actually keep up, followed by cold-pressed juice in the café.",
    weekday: 3,
    nth: 4,
    startTime: "09:30",
    durationMinutes: 75,
    venue: "Studio Room, Level 3",
    capacity: 30,
  },
];

const IST_OFFSET = "+05:30";

function istDateParts(now: Date) {
  // en-CA gives yyyy-mm-dd; the club's calendar day, whatever the server's zone.
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" })
    .format(now)
    .split("-")
    .map(Number);
  return { y: y!, m: m!, d: d! };
}

function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - firstWeekday + 7) % 7) + (nth - 1) * 7;
}

const pad = (n: number) => String(n).padStart(2, "0");

function occurrence(series: EventSeries, year: number, month: number): EventOccurrence {
  const day = nthWeekdayOfMonth(year, month, series.weekday, series.nth);
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const startsAt = `${date}T${series.startTime}:00${IST_OFFSET}`;
  const end = new Date(new Date(startsAt).getTime() + series.durationMinutes * 60_000);
  const endIst = new Date(end.getTime() + 330 * 60_000);
  const endsAt = `${endIst.toISOString().slice(0, 19)}${IST_OFFSET}`;
  return { ...series, id: `${series.slug}-${date}`, date, startsAt, endsAt };
}

/** The next occurrence of each series that has not started yet, soonest first. */
export function listUpcomingEvents(now: Date = new Date()): EventOccurrence[] {
  const { y, m } = istDateParts(now);
  return eventSeries
    .map((series) => {
      for (let i = 0; i < 3; i++) {
        const month = ((m - 1 + i) % 12) + 1;
        const year = y + Math.floor((m - 1 + i) / 12);
        const o = occurrence(series, year, month);
        if (new Date(o.startsAt).getTime() > now.getTime()) return o;
      }
      throw new Error(`No upcoming occurrence for ${series.slug}`);
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** A registration may only name an occurrence that is still upcoming. */
export function findUpcomingEvent(id: string, now: Date = new Date()): EventOccurrence | undefined {
  return listUpcomingEvents(now).find((e) => e.id === id);
}

export type PastEventHighlight = {
  title: string;
  theme: EventSeries["theme"];
  /** When it happened, as people say it. */
  when: string;
  summary: string;
  image: "eventsCultural" | "eventsNetworking" | "eventsWellness";
  testimonial: { quote: string; author: string; title: string; rating: 5 };
};

export const pastEventHighlights: PastEventHighlight[] = [
  {
    title: "Diwali Evening on the Terrace",
    theme: "Cultural Evenings",
    when: "October 2026",
    summary:
      "Two hundred members and guests, a live sitar and tabla set at sunset, a diya-painting table for the children and a rangoli that took four members all afternoon.",
    image: "eventsCultural",
    testimonial: {
      quote:
        "It felt like a neighbourhood celebration, not an office party. My clients still mention it.",
      author: "Meera Joshi",
      title: "Founder, Loomcraft Studio",
      rating: 5,
    },
  },
  {
    title: "Expressway Founders' Mixer",
    theme: "Networking Nights",
    when: "August 2026",
    summary:
      "Twelve founders pitched in three minutes each to an audience of operators and angel investors; three introductions turned into term-sheet conversations within a month.",
    image: "eventsNetworking",
    testimonial: {
      quote:
        "The best-run founder evening in Noida. Small enough to talk, serious enough to matter.",
      author: "Karan Bhatia",
      title: "Angel investor",
      rating: 5,
    },
  },
];

export const eventsIntro = {
  path: "/events",
  name: "Events",
  description:
    "Networking nights, cultural evenings and wellness workshops at our club on the Noida Expressway. See what's coming up and register.",
  eyebrow: "Events",
  title: "Events at the club",
  lead: "Evenings and mornings that bring members together. Registration is free for members and their guests.",
} as const satisfies PageIntroContent;
