import { site } from "@/lib/site";
import type { ContentSection } from "./policies";
import type { PageIntroContent } from "./page-intro";

/**
 * The five static articles of spec section 2. Facts that live elsewhere (hours, address,
 * refund rules) are written to agree with `site` and the policy pages; prices are never
 * stated here, so the articles cannot drift from the pricing source.
 */
export type BlogPost = {
  slug: "why-choose-us" | "things-to-know" | "faqs" | "podcast-studio" | "future-of-work";
  title: string;
  /** The card blurb and meta description, 120-160 characters. */
  description: string;
  /** Describes the article's image. */
  imageAlt: string;
  /** yyyy-mm-dd. */
  publishedOn: string;
  readingMinutes: number;
  sections: ContentSection[];
  /** Required for the faqs post: 8-12 entries. */
  faqs?: { question: string; answer: string }[];
};

const whyChooseUs: BlogPost = {
  slug: "why-choose-us",
  title: `Why Teams Choose ${site.name} on the Noida Expressway`,
  description:
    "Room for 500+ people, meeting rooms for 4 to 10, 30 days' notice to scale and the everyday details done properly: what working at the club is really like.",
  imageAlt:
    "Members working at long wooden tables in a bright open-plan lounge, with glass-walled private cabins and a coffee bar in the background.",
  publishedOn: "2026-01-19",
  readingMinutes: 4,
  sections: [
    {
      heading: "Choosing a workspace is choosing how your days go",
      paragraphs: [
        "Most people compare coworking spaces on price per seat and a few photos. Both matter, but neither tells you what an ordinary Tuesday will feel like: whether the Wi-Fi holds up during a client call, whether there is a room free when you need one, and whether you can add three people next month without signing a new lease.",
        `${site.name} in ${site.address.short} was built around those ordinary days. Here is what that means in practice, and where we think we are a good fit, and where we are not.`,
      ],
    },
    {
      heading: "Room to grow without moving",
      paragraphs: [
        "The club has more than 500 seats across dedicated desks, private cabins and managed offices. That range is the point. A founder can start at a dedicated desk, move into a cabin when the first hires arrive, and take a managed office when the team outgrows it, all without changing address, internet provider or the people who know their name at reception.",
        "Scaling is a matter of notice, not negotiation: memberships change with 30 days' notice, up or down. For a growing company that is the difference between planning office space a quarter at a time and betting on a three-year lease.",
      ],
    },
    {
      heading: "Meeting rooms sized for real meetings",
      paragraphs: [
        "Our meeting rooms seat from 4 to 10 people, which covers the meetings most teams actually have: a client pitch, an interview panel, a weekly planning session. Rooms are set up for presenting and video calls, with tech support available as an add-on. You book them by the hour from your account on weekdays, anywhere from an hour to two months ahead.",
        "Because rooms are booked online, you can see what is free before you promise a client a time, and there is no need to ask around the floor.",
      ],
    },
    {
      heading: "The everyday details, done properly",
      paragraphs: [
        "Amenities lists tend to look the same everywhere. What matters is whether each item works every day. These are the ones our members use most:",
      ],
      list: [
        "High-speed, secure Wi-Fi, with the member network kept separate from the guest network.",
        "Unlimited coffee, made properly, all day.",
        "Mail handling: we receive your post and couriers, and let you know when something arrives.",
        "A podcast studio and a gaming room, for work and for a break from it.",
        "Order-at-table service, so lunch comes to your desk instead of you queuing for it.",
      ],
    },
    {
      heading: "A location that works for the whole team",
      paragraphs: [
        "Sector 127 sits at the Noida end of the Expressway, within easy reach of South and East Delhi by the DND Flyway and the Kalindi Kunj road, and of Greater Noida along the Expressway itself. The Aqua Line metro runs along the same corridor, so team members who do not drive have a practical option, with a short cab or auto ride for the last stretch.",
        "For companies whose people live across Noida, Greater Noida and South Delhi, that central position often shortens more commutes than a city-centre office would.",
      ],
    },
    {
      heading: "People, not just a floor plan",
      paragraphs: [
        "A building full of laptops is not a community. We run a regular programme of Networking Nights, Cultural Evenings and Wellness Workshops, and members can host their own events. Introductions made at the club often lead to work: a designer meets a founder who needs one, a new company finds its first accountant two tables away.",
        "It is also a managed space. The community team knows who is in the building, keeps the quiet zones quiet and deals with the small problems before they become big ones.",
      ],
    },
    {
      heading: "Clear terms",
      paragraphs: [
        "Our notice periods, deposits and cancellation rules are published in full in our Terms of Service and Refund Policy, and GST invoices come with your company's GSTIN so you can claim input credit. If something in a proposal is unclear, ask us and we will put the answer in writing.",
        "We are probably not the right choice if you only need a desk once a month, or if you want the cheapest seat in the city. We are a good fit for people and teams who spend most of the week at work and want that week to run smoothly.",
      ],
    },
    {
      heading: "See it for yourself",
      paragraphs: [
        `The best way to judge a workspace is to sit in it. Book a tour through our contact page and come by during ${site.hours.label}. Bring your laptop, try the Wi-Fi, have a coffee, and ask us anything.`,
      ],
    },
  ],
};

const thingsToKnow: BlogPost = {
  slug: "things-to-know",
  title: "Things to Know Before Joining a Coworking Space",
  description:
    "What to check before you sign: the right kind of seat, internet, notice periods, deposits, GST, hidden costs and the commute. A practical guide for teams.",
  imageAlt:
    "A notebook with a handwritten checklist beside a laptop and a cup of coffee on a desk near a window overlooking the Noida Expressway.",
  publishedOn: "2026-02-09",
  readingMinutes: 4,
  sections: [
    {
      heading: "A little homework saves a lot of hassle",
      paragraphs: [
        "Coworking agreements are shorter and more flexible than office leases, which makes them easy to sign without much thought. Most problems we hear about from people who have moved from elsewhere come down to a few questions nobody asked before signing. Here is what we suggest you check, wherever you end up.",
      ],
    },
    {
      heading: "Work out what kind of seat you need",
      paragraphs: [
        "Start with how you and your team actually work, not with the floor plan. The main options are:",
      ],
      list: [
        "Day pass: a seat for a day. Good for trying a space, or for people who come in now and then.",
        "Dedicated desk: your own desk in a shared area, where you can leave your monitor and files.",
        "Private cabin: a lockable room for a small team, with the shared facilities outside the door.",
        "Managed office: a larger private space set up to your needs, with the operator running it for you.",
        "Virtual office: a business address and mail handling without a desk.",
      ],
    },
    {
      heading: "Visit at the time you would actually work",
      paragraphs: [
        "A space at 11 on a Saturday morning looks nothing like it does at 11 on a Tuesday. Visit on a weekday during working hours. Listen to the noise level, see how full the meeting rooms are, check whether the chairs are comfortable after an hour, and notice whether the air conditioning keeps up in the afternoon.",
        "Bring your laptop and run a speed test and a video call. A good operator will be happy to let you.",
      ],
    },
    {
      heading: "Read the agreement for these five things",
      paragraphs: ["Most of what matters is in a handful of clauses:"],
      list: [
        "Notice period: how much notice you must give to leave or to change the number of seats, and whether it must be in writing.",
        "Lock-in: whether you are committed for a minimum period, and what happens if you leave early.",
        "Security deposit: how many months' fee it is, when it is returned and what may be deducted.",
        "Price increases: whether fees can rise during your term, and by how much.",
        "What is included: internet, meeting room hours, printing, parking and after-hours access.",
      ],
    },
    {
      heading: "Understand GST and TDS",
      paragraphs: [
        "Coworking fees in India attract GST. If your business is GST-registered, give the operator your GSTIN so that invoices show it and you can claim input tax credit. If your company deducts TDS on rent or services, agree how certificates will be shared so that your account reconciles. These are small details that cause long email threads when missed.",
      ],
    },
    {
      heading: "Look for costs that are not on the price card",
      paragraphs: [
        "The headline seat price is rarely the whole cost. Ask about meeting room charges beyond any included hours, printing, guest passes, parking, storage, and access outside normal hours. None of these is unreasonable, but you should know about them before you compare two spaces.",
      ],
    },
    {
      heading: "Think about the commute, for everyone",
      paragraphs: [
        "A space near the founder's home is not always near the team's homes. Map where your people live and how they will travel: by car, by metro, by cab. On the Noida Expressway, for example, access from the DND Flyway and the Aqua Line metro matters as much as the building itself.",
      ],
    },
    {
      heading: "If you need a registered address",
      paragraphs: [
        "If you plan to use the address for company or GST registration, confirm in writing that the operator allows it and will provide the documents the authorities ask for, usually an agreement and a no-objection certificate. Not every membership includes this.",
      ],
    },
    {
      heading: "Check the house rules",
      paragraphs: [
        "Every shared space has rules about calls, guests, food and noise. Ask for them before you sign rather than discovering them in your first week. If your work involves a lot of calls, check how many phone booths there are and whether calls are allowed at desks. If you often host clients, check how guests are registered and whether there is a lounge where you can receive them.",
      ],
    },
    {
      heading: "Meet the people who run it",
      paragraphs: [
        "You will deal with the community team far more often than with the landlord. Notice how they answer your questions on the tour. Are the terms explained clearly? Do they know the members by name? That is usually a good guide to how problems will be handled later.",
        `If you would like to see how we answer these questions at ${site.name}, book a tour and bring this list with you.`,
      ],
    },
  ],
};

const faqs: BlogPost = {
  slug: "faqs",
  title: `Frequently Asked Questions About ${site.name}`,
  description:
    "Opening hours, accounts and booking, meeting room booking windows, cancellations, day passes, notice periods and deposits: quick answers to common questions.",
  imageAlt:
    "The club's reception desk with a member of the community team welcoming a visitor, a bowl of fresh flowers and the club's logo on the wall behind.",
  publishedOn: "2026-03-02",
  readingMinutes: 4,
  sections: [
    {
      heading: "Quick answers",
      paragraphs: [
        "These are the questions we are asked most often at reception, on tours and by email. The answers are short; where a policy applies in full, we name the page that sets it out.",
      ],
    },
    {
      heading: "Booking a room in three steps",
      paragraphs: [
        "Most questions are about booking, so here is the whole process. It takes a couple of minutes once you have an account:",
      ],
      list: [
        "Sign in, or create an account with your name, email and a short description of what you need.",
        "Open the meeting rooms or podcast studio page and choose the room, date, start time and number of hours.",
        "Check the total, which includes GST, and confirm. The booking then appears in your dashboard, with a calendar file you can add to your own calendar.",
      ],
    },
    {
      heading: "Before your first visit",
      paragraphs: [
        "Bring photo identification if you are coming as a guest or on a tour, so that reception can sign you in quickly. If you have access needs, let us know in advance and we will plan the visit around them.",
      ],
    },
    {
      heading: "Still have a question?",
      paragraphs: [
        `Write to ${site.email} or call ${site.phone} during ${site.hours.label}. If you would rather see the space first, book a tour through our contact page and ask us in person.`,
      ],
    },
  ],
  faqs: [
    {
      question: "What are your opening hours?",
      answer: `We are open ${site.hours.label}. The club is closed at weekends, except for events we have approved in advance.`,
    },
    {
      question: "Where are you?",
      answer: `We are at ${site.address.short}, on the Noida Expressway. The contact page has a map and directions.`,
    },
    {
      question: "Do I need an account to book?",
      answer:
        "Yes. Booking a meeting room, the podcast studio or any plan requires an account, so that your bookings, confirmations and receipts are kept together. Browsing the site does not. You can sign up with your email or sign in with a supported third-party account.",
    },
    {
      question: "How far ahead can I book a meeting room?",
      answer:
        "Meeting rooms are bookable on weekdays, from at least 1 hour ahead up to 2 months ahead. Each booking can run from 1 to 8 hours, starting on the hour.",
    },
    {
      question: "How many people do the meeting rooms hold?",
      answer:
        "Our meeting rooms seat from 4 to 10 people. Choose the room size when you book; the meeting rooms page shows what each room includes.",
    },
    {
      question: "Can I cancel a meeting room or podcast studio booking?",
      answer:
        "Yes. Cancel more than 48 hours before the start time for a full refund. There is no refund for cancellations within 48 hours of the start.",
    },
    {
      question: "Can I get a refund on a day pass?",
      answer:
        "Day passes are non-refundable, but you can reschedule one to another weekday up to 24 hours before the day it was booked for.",
    },
    {
      question: "How much notice do I need to give to leave or change my membership?",
      answer:
        "Monthly memberships need 30 days' written notice, and an email is enough. There is no refund for the current billing cycle. The same notice lets you add or reduce seats as your team changes.",
    },
    {
      question: "When do I get my security deposit back?",
      answer:
        "The deposit is refundable after your membership ends, once access cards are returned and any dues are settled. Our Refund Policy commits to returning it within 30 business days.",
    },
    {
      question: "Is GST included?",
      answer:
        "GST is added at the applicable rate, currently 18%, and shown before you confirm a booking. Give us your GSTIN and it will appear on your invoices so that you can claim input tax credit.",
    },
    {
      question: "Can I bring guests?",
      answer:
        "Yes. Register them with reception in advance, meet them on arrival and stay with them while they are in the club. Guests who come to work regularly need a day pass or membership of their own.",
    },
    {
      question: "Can I use your address for my business?",
      answer:
        "Yes, with a virtual office or a membership that includes it. We handle your mail and provide the documents needed for company or GST registration. Ask us which plan fits.",
    },
  ],
};

const podcastStudio: BlogPost = {
  slug: "podcast-studio",
  title: "Inside the Podcast Studio: Record Without Building Your Own",
  description:
    "A treated room, microphones for up to four speakers and optional post-production: how the club's podcast studio works and how to get the most from a session.",
  imageAlt:
    "Two people talking into broadcast microphones across a round table in a small acoustically treated studio with soft lighting and headphones on a stand.",
  publishedOn: "2026-03-23",
  readingMinutes: 4,
  sections: [
    {
      heading: "Why a studio, and why here",
      paragraphs: [
        "More companies now publish audio and video: a founder's podcast, customer interviews, short explainers for a product launch. The recording itself is rarely the hard part. The hard part is a quiet room with no echo, equipment that works every time, and not losing half a day setting it up.",
        `The podcast studio at ${site.name} is a room built for exactly that, a few steps from your desk. You book it by the hour, walk in, and start recording.`,
      ],
    },
    {
      heading: "What the room gives you",
      paragraphs: [
        "The studio is acoustically treated, so voices sound close and clear rather than bouncing off glass and concrete. Each speaker has a microphone and headphones, and the recording set-up captures everyone on a separate track, which makes editing far easier. Someone from our team helps you get set up at the start of your first session.",
        "Bring a USB drive or share a cloud folder, and you leave with your raw recordings on the day. Nothing is published or shared by us.",
      ],
    },
    {
      heading: "Basic or Pro",
      paragraphs: [
        "There are two ways to book the studio, depending on how many people are talking:",
      ],
      list: [
        "Basic: for up to 2 speakers. Right for a solo show, a two-person conversation or a single interview.",
        "Pro: for up to 4 speakers. Right for panels, roundtables and shows with a regular host pair and guests.",
      ],
    },
    {
      heading: "Post-production, if you want it",
      paragraphs: [
        "Recording is half the job. If you would rather not edit yourself, add post-production hours when you book: removing false starts and long pauses, levelling the voices, cleaning up background noise and preparing files ready to publish.",
        "For prices of both plans and post-production, see the podcast studio page, where the calculator shows the total with GST before you book.",
      ],
    },
    {
      heading: "Booking a session",
      paragraphs: [
        "You need an account to book. The studio is available on weekdays, and a session must start at least 1 hour from the time you book. Choose the date, start time, plan and hours, and add post-production if you need it.",
        "Plans change, so cancellation is straightforward: cancel more than 48 hours before the start and you get a full refund. Within 48 hours there is no refund, so keep your guests' calendars in mind.",
      ],
    },
    {
      heading: "What a session looks like",
      paragraphs: [
        "A typical two-hour booking for a three-person episode runs something like this. You arrive ten minutes early and settle in while we check each microphone. You spend a few minutes on a sound check, with everyone speaking at their normal volume, and adjust seating so nobody is too close or too far. Then you record: most hosts do the main conversation in one take and re-record the opening once everyone has warmed up.",
        "At the end you collect your files, or hand them over to post-production if you booked it. The next booking starts on the hour, so finishing on time matters.",
      ],
    },
    {
      heading: "Getting the most from your first session",
      paragraphs: ["A little preparation makes a short session go a long way:"],
      list: [
        "Write an outline, not a script. Three or four topics with a few questions each sound more natural than reading aloud.",
        "Book a little longer than the episode. Allow time to settle in, do a sound check and record a second take of the opening.",
        "Ask guests to silence their phones and leave smartwatches outside; notifications are picked up more than you would expect.",
        "Drink water, not fizzy drinks or milky coffee, before you speak.",
        "Record a short introduction and outro separately, so you can reuse them across episodes.",
      ],
    },
    {
      heading: "Not only for podcasts",
      paragraphs: [
        "Members use the studio for voice-overs, online course modules, internal announcements and remote interviews for radio and news programmes. Because the room is quiet and the set-up stays the same from one week to the next, a series recorded here sounds consistent across episodes, which listeners notice more than any single piece of equipment. If you are not sure whether it suits what you have in mind, ask the front desk and we will show you the room.",
      ],
    },
  ],
};

const futureOfWork: BlogPost = {
  slug: "future-of-work",
  title: "The Future of Work in NCR: Hybrid Teams and the Noida Expressway",
  description:
    "Hybrid teams, managed offices and better connectivity are changing where NCR companies work. What that means for offices along the Noida Expressway.",
  imageAlt:
    "An evening view of office towers along the Noida Expressway, with an Aqua Line metro train crossing the elevated track in the foreground.",
  publishedOn: "2026-04-13",
  readingMinutes: 4,
  sections: [
    {
      heading: "The office did not disappear; it changed jobs",
      paragraphs: [
        "A few years ago the debate was whether people would ever return to offices. In NCR, as in most large cities, the answer turned out to be neither full return nor full remote. Most teams now work a hybrid week: a few days together for the work that benefits from being in one room, the rest at home or closer to home.",
        "That changes what an office is for. It is less a place to sit for eight hours and more a place to meet, plan, teach new hires and do focused work away from the distractions of home.",
      ],
    },
    {
      heading: "What hybrid teams need from a space",
      paragraphs: [
        "When people come in to collaborate, the mix of space has to follow. Hybrid teams tend to need:",
      ],
      list: [
        "fewer assigned desks per head, and more that can be shared on a rota;",
        "more meeting rooms of different sizes, bookable at short notice;",
        "quiet areas and phone booths, because video calls do not stop on office days;",
        "space that can grow or shrink as headcount and attendance change;",
        "reliable internet and meeting room technology that works the first time.",
      ],
    },
    {
      heading: "Managed offices: between a lease and a hot desk",
      paragraphs: [
        "For a long time the choice was a conventional lease, with fit-out, a long lock-in and a facilities team to hire, or coworking, which suited freelancers and small startups. Managed offices fill the gap. A company gets a private, branded space sized to its team, while the operator handles fit-out, maintenance, internet, reception and cleaning, and the team still has meeting rooms, events and a café on the same floor.",
        "The attraction is flexibility with less management overhead. Notice periods measured in weeks rather than years let a company match its space to its plans, which is hard to do under a traditional lease.",
      ],
    },
    {
      heading: "Why the Noida Expressway",
      paragraphs: [
        "NCR has never had a single business district. Gurugram, Central Delhi and Noida each draw their own workforce, and many companies now spread their teams across more than one of them. The Noida Expressway has grown into one of the region's main office corridors, and its connectivity is a large part of the reason:",
      ],
      list: [
        "The Aqua Line metro runs along the Expressway corridor between Noida and Greater Noida, with an interchange to Delhi Metro's Blue Line in Noida.",
        "The DND Flyway and the Kalindi Kunj road bring South and East Delhi within a short drive.",
        "The Yamuna Expressway continues south towards the Noida International Airport at Jewar.",
        "Noida and Greater Noida's large residential sectors put many professionals within a short commute.",
      ],
    },
    {
      heading: "Hub and spoke in practice",
      paragraphs: [
        "A pattern we see often is a company with its main office elsewhere in NCR taking a smaller hub on the Expressway for the people who live in Noida and Greater Noida. Those team members save hours of travel each week, and the company keeps a place where they can meet clients and each other. Flexible terms make it easy to start small and see how much the hub is used before committing further.",
      ],
    },
    {
      heading: "What it means for people",
      paragraphs: [
        "The biggest change is not in floor plans but in expectations. People who have worked well from home for years will come in for a good reason: colleagues they want to see, a room where the meeting actually works, a quieter day than home allows. An office that offers those things fills up on its own; one that only offers a desk has to be mandated. Shorter commutes help more than any perk, which is one reason offices are moving closer to where people live.",
      ],
    },
    {
      heading: "Questions to ask before you plan your next office",
      paragraphs: [
        "If you are rethinking space for a hybrid team, start with evidence rather than floor plans:",
      ],
      list: [
        "Which days does the team actually come in, and how many people on the busiest day?",
        "What do people come in to do, and do the current rooms support it?",
        "Where do your people live, and how long are their commutes?",
        "How much might the team grow or shrink in the next year, and how quickly could you adjust your space?",
      ],
    },
    {
      heading: "Where we fit",
      paragraphs: [
        `${site.name} was set up for this way of working: more than 500 seats across desks, cabins and managed offices, meeting rooms for 4 to 10 people, and memberships that change with 30 days' notice. If your team is planning its next move, come and see the space at ${site.address.short}.`,
      ],
    },
  ],
};

export const posts: BlogPost[] = [whyChooseUs, thingsToKnow, faqs, podcastStudio, futureOfWork];

export function getPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

export const postHref = (slug: BlogPost["slug"]) => `/blog/${slug}`;

export const blogIntro = {
  path: "/blog",
  name: "Blog",
  description:
    "Guides and notes on coworking, managed offices, podcasting and the future of work on the Noida Expressway.",
  eyebrow: "Blog",
  title: "Notes from the club",
  lead: "Practical guides on choosing a workspace, running a hybrid team and making the most of the club.",
} as const satisfies PageIntroContent;
