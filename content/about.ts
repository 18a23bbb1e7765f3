import { site } from "@/lib/site";
import type { CallToAction } from "./home";

export type Milestone = { year: string; title: string; body: string };

/** The /about page (spec section 2: "Our Story": founder story, four milestones, a tour button). */
export const about = {
  hero: {
    eyebrow: "About the club",
    title: "Our Story",
    lead: `${site.name} began with one studio that needed a better office, and grew into a club for the teams who work along the Noida Expressway.`,
  },
  founder: {
    eyebrow: "How it began",
    title: "A serious office, without the five-year lease",
    name: "Ananya Mehra",
    role: "Founder",
    paragraphs: [
      "For eight years Ananya Mehra ran a brand and interior design studio out of a rented floor in Sector 63, Noida. The work was good; the office was the problem. Every time the studio won a large client, it needed more desks within weeks, and every landlord wanted a lock-in of three to five years, a fit-out budget and a deposit that would have paid two designers for a year.",
      "She tried the alternatives. Cafés were too loud for client calls, and the coworking spaces nearby felt like waiting rooms: rows of identical desks, no room to meet a client properly, and nobody who knew your name. What she wanted was simple to describe and hard to find: an office that looked and ran like a good hotel, that a team could grow into month by month, and that let her get back to the work.",
      `So she built it. In 2021 she took a floor in Lotus Business Park, Sector 127, and designed it the way she had designed offices for her clients: daylight first, quiet where it matters, proper meeting rooms, and a front desk that handles the post, the guests and the coffee. The studio moved in first. Within a year the other desks were taken by founders, consultants and regional teams who had been looking for the same thing.`,
    ],
    quote:
      "I didn't want to run a building. I wanted the kind of office I had always wished someone would rent me, with people in it who take their work seriously.",
  },
  milestones: {
    eyebrow: "Milestones",
    title: "From one floor to a club",
    items: [
      {
        year: "2021",
        title: `${site.name} is founded`,
        body: "Ananya signs the lease on a bare floor in Lotus Business Park and spends six months on the design: acoustics, daylight, and the details a studio notices.",
      },
      {
        year: "2022",
        title: "The first floor opens",
        body: "Private cabins, dedicated desks and two meeting rooms open to members, with a café bar and a staffed front desk from day one.",
      },
      {
        year: "2024",
        title: "The podcast studio goes live",
        body: "An acoustically treated studio with an engineer on hand, built after members kept borrowing the quietest meeting room to record.",
      },
      {
        year: "2025",
        title: `${site.facts.seats} seats`,
        body: "With managed offices for growing teams and a second floor of cabins, the club passes five hundred seats, still with a front desk that knows every member.",
      },
    ] satisfies readonly Milestone[],
  },
  cta: {
    title: "Come and see it for yourself",
    body: "The best way to judge an office is to spend half an hour in it. Walk the floors, sit in a cabin, try the coffee, and ask us anything.",
    action: { label: "Book a Tour", href: "/contact?type=Tour" } satisfies CallToAction,
  },
} as const;
