import { site } from "@/lib/site";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from "@/lib/cookie-consent";
import {
  EVENT_REGISTRATION_RETENTION_MONTHS,
  LEAD_RETENTION_MONTHS,
} from "@/lib/leads/retention-rules";
import { MAIL_RETENTION_DAYS } from "@/lib/mail/retention-rules";
import { GUEST_DAY_PASS_RULE, VISITOR_RETENTION_DAYS } from "@/lib/visitors/rules";
import { RESCHEDULE_RULE } from "@/lib/bookings/reschedule/rules";
import { DAY_PASS_RESCHEDULE_HOURS, ROOM_RESCHEDULE_HOURS } from "@/lib/pricing";

/**
 * The eight policy pages (spec section 9). Pages render these; the "Last Updated" date is the
 * page's own, so no date is written here. Facts that differ by page (the deposit is refundable
 * within 30 days in the terms, 30 business days in the refund policy) stand as the spec gives them.
 */
export type ContentSection = { heading: string; paragraphs: string[]; list?: string[] };

export type PolicySlug =
  | "privacy-policy"
  | "terms"
  | "cookie-policy"
  | "refund-policy"
  | "acceptable-use"
  | "security"
  | "accessibility"
  | "community-guidelines";

export type Policy = {
  slug: PolicySlug;
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  intro: string;
  sections: ContentSection[];
};

const contactLine = `Write to ${site.email} or call ${site.phone} (${site.hours.label}).`;

const privacyPolicy: Policy = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  description:
    "What personal data we collect through our website and club, why, how long we keep it and your rights under India's DPDP Act 2023.",
  intro: `${site.name} is operated by ${site.legalName} ("we", "us") from ${site.address.short}. This policy explains what personal data we collect through our website, our front desk and the club itself, why we collect it, how long we keep it and the rights you have under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"). For this data we are the Data Fiduciary.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "We collect only what we need to answer you, run your membership and keep the club safe. Most of it you give us yourself:",
      ],
      list: [
        "Enquiries: your name, company, team size, email, phone, the type of enquiry, a preferred tour or event date and the message you write in our contact and request-an-invitation forms.",
        "Event registrations: your name, email, phone (optional) and the event you register for.",
        "Account and lead data: at sign-up, your name, email, a password (kept only as a one-way hash) and the project idea or query you describe. If you sign in through a third-party provider, the email and basic profile it shares with us.",
        "Bookings and orders: the space, date and time you book, the name, email and phone given at checkout with the consents you tick, and the items and delivery details of store orders.",
        "Membership records: company and billing details, GSTIN, identity and address documents needed for a membership agreement or virtual office, access card entries and visitor registrations.",
        "Visitors: the name, mobile number, optional email and expected date and time of a guest a member registers (or the front desk signs in), who they are visiting, and when they arrived and left.",
        "Technical data: IP address, browser type and request logs kept for security, and the cookie choices you make.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "We use your data for these purposes and no others:",
        "Where we rely on your consent you can withdraw it at any time, as easily as you gave it; withdrawal does not affect what we did before. Other processing relies on the legitimate uses in Section 7 of the DPDP Act, such as data you gave us voluntarily for a stated purpose, and compliance with the law.",
      ],
      list: [
        "to reply to enquiries, arrange tours and send the membership options you asked for;",
        "to create and protect your account and let you book spaces and buy from the store;",
        "to run a membership: agreements, building access, GST invoices, fees and deposits;",
        "to confirm event registrations and send reminders about them;",
        "to keep our premises, network and website safe and to prevent fraud and misuse;",
        "to meet legal duties under tax, company and information technology law, and lawful requests from authorities;",
        "to send news and offers, only if you opted in; every such email has an unsubscribe link.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell personal data. We share it only with service providers who process it on our behalf under written contracts (website hosting, database and sign-in services, email delivery and payment processing), with your employer where your company holds the membership, and with authorities when the law requires it.",
        "Some of our service providers may store data outside India. We transfer data only as the DPDP Act permits and will follow any restriction the Central Government notifies for particular countries. Card and UPI details are entered with our payment provider; we never see or store card numbers.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep personal data only as long as the purpose needs it or the law requires, then delete or anonymise it:",
      ],
      list: [
        `Enquiries and leads that do not become memberships: ${LEAD_RETENTION_MONTHS} months after our last contact.`,
        "Accounts: while the account is open; deleted within 30 days of a request to close it, apart from records we must keep.",
        `Event registrations: ${EVENT_REGISTRATION_RETENTION_MONTHS} months after the event.`,
        `Visitors: deleted ${VISITOR_RETENTION_DAYS} days after the visit, with the emails that carried their code.`,
        `Copies of the emails we send you: ${MAIL_RETENTION_DAYS} days after sending.`,
        "Membership agreements, invoices and payment records: eight financial years, as the Companies Act, 2013 and GST law require.",
        "CCTV footage of common areas: 30 days, unless needed to investigate an incident.",
        "Network and security logs: 180 days, as the CERT-In directions require.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "Data travels over HTTPS, passwords are stored only as salted one-way hashes, sessions use httpOnly cookies and each member can read only their own bookings, orders and enquiries. Our Security page describes these measures and how to report a vulnerability. If a personal data breach occurs we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["Under the DPDP Act you may ask us:"],
      list: [
        "for a summary of the personal data we hold about you and how we use it, and who we have shared it with;",
        "to correct, complete or update data that is inaccurate or out of date;",
        "to erase data we no longer need, unless the law requires us to keep it;",
        "to withdraw a consent you have given;",
        "to resolve a grievance about how we handled your data;",
        "to record a person who may exercise these rights for you in the event of your death or incapacity.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Our services are meant for adults. We do not knowingly collect personal data from anyone under 18 without the verifiable consent of a parent or lawful guardian. If you believe a child has given us data, tell us and we will delete it.",
      ],
    },
    {
      heading: "Contact and grievances",
      paragraphs: [
        `To exercise a right or raise a grievance, write to our Grievance Officer at ${site.email}, or by post to ${site.legalName}, ${site.address.short}. You can also call ${site.phone} during ${site.hours.label}. We will confirm your identity before acting and reply within 30 days.`,
        "If you are not satisfied with our answer, you may complain to the Data Protection Board of India. If we change this policy in a material way we will say so on this page and, where you have an account, by email.",
      ],
    },
  ],
};

const terms: Policy = {
  slug: "terms",
  title: "Terms of Service",
  description:
    "The terms for using our website and booking space at the club: accounts, memberships, notice, deposits, cancellations, liability and governing law.",
  intro: `These terms apply when you use the ${site.name} website, create an account, book a space or buy from our store. ${site.name} is operated by ${site.legalName} from ${site.address.short}. Members also sign a membership agreement; where that agreement and these terms differ, the agreement applies.`,
  sections: [
    {
      heading: "Accounts",
      paragraphs: [
        "You need an account to book a space. Give accurate details, keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for bookings made from it.",
        "You must be at least 18 and able to enter a binding contract, or be acting for an organisation that has authorised you.",
      ],
    },
    {
      heading: "Bookings, prices and payment",
      paragraphs: [
        "Prices on the website are in Indian rupees. GST is added at the applicable rate and shown before you confirm. A booking is made when we confirm it; until then it is subject to availability.",
        "Membership fees are invoiced monthly in advance and are due by the date on the invoice. If your company deducts TDS, send us the certificate so that we can reconcile your account. We may suspend access while an invoice remains unpaid after a reminder.",
      ],
    },
    {
      heading: "Memberships and notice",
      paragraphs: [
        "A membership is a licence to use the space and services described in your agreement. It is not a lease and creates no tenancy or other interest in the property.",
        "Monthly memberships need 30 days' written notice to end or to change the number of seats. Email counts as written notice. There is no refund for the current billing cycle, whether you leave partway through it or stop using the space.",
      ],
    },
    {
      heading: "Security deposit",
      paragraphs: [
        "Cabins, dedicated desks and managed offices need a security deposit of 2-3 months' fee, as stated in your membership agreement, paid before move-in.",
        "The deposit is refundable within 30 days after your membership ends, once access cards and keys are returned and any unpaid fees or charges for damage beyond normal wear are settled. We list any deduction in writing. No interest is paid on deposits.",
      ],
    },
    {
      heading: "Meeting rooms and podcast studio",
      paragraphs: [
        "Meeting rooms and the podcast studio are booked by the hour on weekdays. Cancel more than 48 hours before the start time for a full refund; there is no refund for cancellations within 48 hours of the start, or for no-shows.",
        RESCHEDULE_RULE,
        "Please finish on time so the next booking can start. Our Refund Policy sets out how refunds are paid.",
      ],
    },
    {
      heading: "Using the club and the website",
      paragraphs: [
        "You agree to follow our Community Guidelines and Acceptable Use Policy, which form part of these terms. We may suspend or end access for a serious or repeated breach, after a warning where the situation allows.",
        "The website, its text, photographs and brand belong to us or our licensors. You may view and share pages for personal use, but not copy them for commercial purposes without our permission.",
      ],
    },
    {
      heading: "Store orders",
      paragraphs: [
        "Store purchases are paid through a hosted checkout. An order is accepted when payment succeeds and we confirm it. Items that arrive damaged or wrong are covered by our Refund Policy.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "We provide the website as it is and cannot promise it will always be available or free of errors. Personal belongings left at the club are your responsibility; use the lockable storage we provide.",
        "We are not liable for indirect or consequential loss, such as lost profits, business or data. Our total liability to you for any claim is capped at the amount you paid us in the last three months before the event giving rise to the claim. Nothing in these terms limits liability that cannot be limited under Indian law.",
      ],
    },
    {
      heading: "Governing law and contact",
      paragraphs: [
        "These terms are governed by the laws of India. The courts at Gautam Buddh Nagar (Noida), Uttar Pradesh, have exclusive jurisdiction over any dispute arising from them.",
        `We may update these terms; the version on this page applies from the date shown. Questions? ${contactLine}`,
      ],
    },
  ],
};

const cookiePolicy: Policy = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  description:
    "Which cookies and local storage our website uses, the four consent categories, how long your choice is kept and how to change it in Cookie Settings.",
  intro: `This policy explains the cookies and browser storage the ${site.name} website uses and the choices you have. We keep it short because we set very few.`,
  sections: [
    {
      heading: "What cookies and local storage are",
      paragraphs: [
        "A cookie is a small text file a website stores in your browser and reads back on later visits. Local storage is a similar store that stays on your device and is never sent to our servers by itself. Both help a site remember things between pages and visits.",
      ],
    },
    {
      heading: "What we actually set",
      paragraphs: [
        "None of these is used to track you across other websites or to build an advertising profile.",
      ],
      list: [
        `${CONSENT_COOKIE} (cookie): records your cookie choices so we do not ask again. It lasts one year (max-age ${CONSENT_MAX_AGE_SECONDS} seconds) and applies to the whole site (path /).`,
        "Session cookie: set only when you sign in, so that you stay signed in as you move between pages. It is httpOnly, so scripts in the page cannot read it, and ends when you sign out or it expires.",
        "Cart (local storage): keeps the items in your store cart if you reload the page or come back later.",
        "Theme (local storage): remembers whether you chose the light theme, the dark theme or your system setting.",
      ],
    },
    {
      heading: "Consent categories",
      paragraphs: ["Your choice is recorded for four categories:"],
      list: [
        "required (always on): cookies and storage the site cannot work without, such as your consent choice, the session cookie and the cart.",
        "performance: anonymous measurement of how pages load and are used, to help us improve them.",
        "marketing: measuring whether our campaigns reach people and showing relevant offers.",
        "thirdParty: content and services from other providers embedded in our pages, such as maps.",
      ],
    },
    {
      heading: "Performance, marketing and third-party cookies",
      paragraphs: [
        "We do not currently set performance or marketing cookies. If we add such a tool, it will load only when you have switched on the matching category, and we will list it on this page first.",
        "When you use a service run by someone else, such as a map, signing in with a third-party account or paying through our hosted checkout, that provider may set its own cookies under its own policy.",
      ],
    },
    {
      heading: "Changing your choices",
      paragraphs: [
        `The cookie banner offers "Accept All" or "Cookie Settings". Cookie Settings lets you switch each optional category on or off and save your choice. To change your mind later, open Cookie Settings again, or delete the ${CONSENT_COOKIE} cookie in your browser and the banner will ask you afresh.`,
        "You can also block or delete cookies in your browser settings. If you block required cookies, signing in, booking and the cart will not work.",
      ],
    },
    {
      heading: "Questions",
      paragraphs: [
        `Our Privacy Policy explains how we handle personal data more broadly. ${contactLine}`,
      ],
    },
  ],
};

const refundPolicy: Policy = {
  slug: "refund-policy",
  title: "Refund Policy",
  description:
    "When you can get money back: security deposits, notice on monthly memberships, day passes, meeting room and podcast studio cancellations and store orders.",
  intro: `We want refunds to be predictable, so here is exactly when ${site.name} refunds payments and when it does not. Your membership agreement, where you have one, gives the same terms in full.`,
  sections: [
    {
      heading: "Security deposits",
      paragraphs: [
        "Your security deposit is refundable within 30 business days after your membership ends, once access cards and keys are returned and any unpaid fees or charges for damage beyond normal wear are settled.",
        "We send a written statement of any deduction and pay the balance to the bank account on record.",
      ],
    },
    {
      heading: "Monthly memberships",
      paragraphs: [
        `Monthly memberships need 30 days' written notice to end or to reduce seats; an email to ${site.email} is enough. There is no refund for the current billing cycle, including days you do not use.`,
      ],
    },
    {
      heading: "Day passes",
      paragraphs: [
        `Day passes are non-refundable. You can reschedule a day pass to another weekday up to ${DAY_PASS_RESCHEDULE_HOURS} hours before the day it was booked for. After that the pass is used or lost.`,
      ],
    },
    {
      heading: "Meeting rooms and podcast studio",
      paragraphs: [
        "Cancel more than 48 hours before the start time and we refund the booking in full. Cancellations within 48 hours of the start, and no-shows, are not refunded.",
        `Rather than cancel, you can move a booking to another time up to ${ROOM_RESCHEDULE_HOURS} hours before it starts, from your dashboard or the link in its confirmation e-mail.`,
      ],
    },
    {
      heading: "Store orders",
      paragraphs: [
        "If an item arrives damaged or is not what you ordered, write to us within 7 days of delivery with your order details and a photo. We will replace the item or refund it in full, including delivery.",
      ],
    },
    {
      heading: "How refunds are paid",
      paragraphs: [
        "Refunds go back to the original payment method, or to your bank account for deposits. Where GST was charged we issue a credit note. Once we have sent a refund, your bank or card issuer may take a few business days to show it.",
      ],
    },
    {
      heading: "Questions",
      paragraphs: [
        `Tell us your booking or invoice number so that we can help quickly. ${contactLine}`,
      ],
    },
  ],
};

const acceptableUse: Policy = {
  slug: "acceptable-use",
  title: "Acceptable Use Policy",
  description:
    "The rules for using our member network, Wi-Fi, website, podcast studio and premises: what is not allowed, how we monitor and how we respond to misuse.",
  intro: `This policy sets out what you may not do with the ${site.name} network, website and premises. It applies to members, their team members and guests, and forms part of our Terms of Service. Members are responsible for their guests' use.`,
  sections: [
    {
      heading: "Network and Wi-Fi",
      paragraphs: [
        "Our network is shared by everyone in the club, so use it in a way that does not harm others. You may not:",
      ],
      list: [
        "access, store or send content that is unlawful under Indian law, including the Information Technology Act, 2000;",
        "download or share pirated software, films, music or other material that infringes copyright;",
        "scan, probe or attack other devices on the network or elsewhere, or spread malware;",
        "run public servers, crypto mining or sustained bulk transfers that degrade the service for others;",
        "connect your own routers or access points, or share your login with people who are not members;",
        "try to get around network controls or reach another member's private network.",
      ],
    },
    {
      heading: "Content and communication",
      paragraphs: [
        "Do not use our services to send spam, phishing or unsolicited bulk messages, or to publish defamatory, obscene, hateful or threatening material. Do not impersonate another person or organisation.",
      ],
    },
    {
      heading: "Website and booking system",
      paragraphs: [
        "Do not scrape the website, make automated or speculative bookings, submit false enquiries or registrations, or try to get around rate limits. Security research is welcome only under the responsible disclosure terms on our Security page.",
      ],
    },
    {
      heading: "Premises and business use",
      paragraphs: [
        "Use the club as a workplace. Do not live or sleep overnight on the premises, bring in hazardous or illegal items, or run a business that is unlawful or needs walk-in retail customers.",
        "Use our address as your registered office or GST place of business only under a virtual office or membership agreement that allows it. Do not sell to or solicit other members in a way that disturbs them, and do not record people without their consent.",
      ],
    },
    {
      heading: "Podcast studio",
      paragraphs: [
        "You own what you record and are responsible for it, including having the rights to any music or clips you use and your guests' permission to publish them. Handle the equipment with care; loss or damage caused by misuse is charged at repair or replacement cost.",
      ],
    },
    {
      heading: "Monitoring and logs",
      paragraphs: [
        "We do not read the content of your traffic. We keep connection and security logs (device, time and addresses) for 180 days as the CERT-In directions require, and share them only when the law compels us to.",
      ],
    },
    {
      heading: "Enforcement",
      paragraphs: [
        `Depending on how serious a breach is, we may give a warning, block a device, suspend access or end a membership, and we will report illegal activity to the authorities. To report misuse, tell the front desk or write to ${site.email}.`,
      ],
    },
  ],
};

const security: Policy = {
  slug: "security",
  title: "Security",
  description:
    "How we protect your account, data, payments and our premises, what you can do to stay safe, and how to report a vulnerability to us responsibly.",
  intro: `Security at ${site.name} covers the website you book on, the network you work on and the building you work in. This page explains what we do and how to tell us if you find a problem.`,
  sections: [
    {
      heading: "Your account",
      paragraphs: [
        "Passwords are never stored in plain text: we keep only a salted one-way hash, so nobody at the club can read your password. After you sign in, your session lives in an httpOnly cookie that scripts in the page cannot read, marked Secure and SameSite so it is sent only over HTTPS to our own site. Signing out ends the session on our side as well as in your browser.",
      ],
    },
    {
      heading: "Data in transit and in our systems",
      paragraphs: ["Every page and request is served over HTTPS. Behind it:"],
      list: [
        "every form is validated again on our server, whatever the browser has checked;",
        "sign-in attempts and form submissions are rate-limited and checked for their origin;",
        "access rules let each member read only their own bookings, orders and enquiries;",
        "a Content-Security-Policy and standard security headers limit what a page can load or run;",
        "secrets and keys stay on the server and never reach your browser.",
      ],
    },
    {
      heading: "Payments",
      paragraphs: [
        "Card, UPI and netbanking details are entered with our payment provider. We receive only the result of the payment and never see or store card numbers.",
      ],
    },
    {
      heading: "At the club",
      paragraphs: [
        "Entry is by member access card, guests are registered at reception, and common areas are covered by CCTV. The member network is kept separate from the guest network, and lockable storage is available for your equipment.",
      ],
    },
    {
      heading: "What you can do",
      paragraphs: ["Security is shared. A few habits go a long way:"],
      list: [
        "Use a long password that you do not use anywhere else.",
        "Sign out on shared computers, and lock your laptop when you step away from your desk.",
        "Be wary of messages that ask for your password: we will never ask for it by email, phone or at the front desk.",
        "Report a lost access card to the front desk at once so we can disable it.",
      ],
    },
    {
      heading: "Responsible disclosure",
      paragraphs: [
        `If you find a vulnerability in our website or systems, email ${site.email} with "Security" in the subject. Describe the issue, the steps to reproduce it and the impact you expect. We will acknowledge your report within 3 business days and keep you informed until it is fixed.`,
        "Please do not access or change other people's data, degrade the service, use social engineering or test our physical premises. We will not take legal action against good-faith research that follows these rules, and we are glad to credit you once the fix is live.",
      ],
    },
    {
      heading: "If something goes wrong",
      paragraphs: [
        "If a personal data breach occurs, we will contain it, inform the Data Protection Board of India and the people affected as the DPDP Act requires, and report cyber incidents to CERT-In within the time its directions set.",
      ],
    },
  ],
};

const accessibility: Policy = {
  slug: "accessibility",
  title: "Accessibility Statement",
  description:
    "Our commitment to an accessible website and club: WCAG 2.2 AA as the target, keyboard use, dark mode, reduced motion and how to send us feedback.",
  intro: `${site.name} should be usable by everyone, whatever the device, ability or assistive technology. This statement covers our website and visits to the club.`,
  sections: [
    {
      heading: "Our target",
      paragraphs: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the website, and we check new pages against it before they go live.",
      ],
    },
    {
      heading: "What the website supports",
      paragraphs: ["In practice this means:"],
      list: [
        "Keyboard use: every link, form, booking flow and dialog works with the keyboard alone, with a visible focus indicator. Dialogs keep focus inside while open and close with Escape.",
        "Dark mode: switch between light and dark themes with the theme toggle, or let the site follow your system setting.",
        "Reduced motion: if your device asks for reduced motion, page transitions and animations are turned down or off.",
        "Screen readers: every form field has a label, images have text alternatives, and notifications and the cookie banner are announced.",
        "Zoom and contrast: text can be enlarged to 200% without loss of content, and colours are chosen for sufficient contrast in both themes.",
      ],
    },
    {
      heading: "How we test",
      paragraphs: [
        "We run automated accessibility checks on every user flow, and test by hand with the keyboard and with screen readers. Automated tools catch only part of the problems, so your feedback matters.",
      ],
    },
    {
      heading: "Known limitations",
      paragraphs: [
        "Some content comes from other providers and may not meet our target: the embedded map on the contact page, the hosted payment page and third-party sign-in pages. The address and directions are always available as text beside the map.",
      ],
    },
    {
      heading: "Visiting the club",
      paragraphs: [
        `If you have access needs for a tour, meeting or event, tell us when you book or call ${site.phone}. We will meet you at the entrance, plan your route to the room and arrange what you need where we can.`,
      ],
    },
    {
      heading: "Feedback",
      paragraphs: [
        `If something on the website or at the club is hard to use, write to ${site.email} or call ${site.phone} (${site.hours.label}). Tell us the page or place and what went wrong. We answer accessibility feedback within 5 business days and, where we cannot fix the problem at once, will give you the information another way.`,
      ],
    },
  ],
};

const communityGuidelines: Policy = {
  slug: "community-guidelines",
  title: "Community Guidelines",
  description:
    "How we share the club: quiet zones, phone booths, meeting rooms, guests, the café, respect and safety, and what to do when something goes wrong.",
  intro: `${site.name} works because hundreds of people from different companies share one space. These guidelines keep it a place where everyone can do their best work. They apply to members, their teams and guests.`,
  sections: [
    {
      heading: "Quiet zones and noise",
      paragraphs: ["Different areas suit different kinds of work:"],
      list: [
        "Quiet zones are for focused work: no calls, keep conversation to a whisper and use headphones for audio.",
        "In open areas, keep conversation at a level that does not carry to the next table.",
        "Set phones to silent throughout the club.",
      ],
    },
    {
      heading: "Calls and phone booths",
      paragraphs: [
        "Take calls and video meetings in phone booths, meeting rooms or the lounge, not at shared desks. Booths are first come, first served: keep to 30 minutes when someone is waiting, and take longer calls to a meeting room.",
      ],
    },
    {
      heading: "Meeting rooms",
      paragraphs: [
        "Book rooms online rather than taking an empty one, start and finish on time, and leave the room as you found it: whiteboard wiped, screen off, cups cleared. If you no longer need a booking, cancel it so that someone else can use it.",
      ],
    },
    {
      heading: "Guests",
      paragraphs: [
        `Register guests in advance from your dashboard (Visitors): each gets a code to show at reception, and they sign in with photo identification on arrival. Meet your guests at reception and stay with them while they are in the club. You are responsible for their conduct. ${GUEST_DAY_PASS_RULE} Regular visitors who work from the club need a day pass or membership of their own.`,
      ],
    },
    {
      heading: "Shared spaces and the café",
      paragraphs: [
        "Clear your desk at the end of the day unless you have a dedicated desk or cabin. Label food in the shared fridge; it is cleared every Friday evening. Order-at-table service reaches you wherever you sit, so there is no need to queue. Treat the club team as you would your own colleagues.",
      ],
    },
    {
      heading: "Respect and safety",
      paragraphs: ["A few rules are not negotiable:"],
      list: [
        "Harassment of any kind, including sexual harassment, is not tolerated. We act on every report and cooperate with your employer's Internal Committee under the POSH Act, 2013.",
        "Smoking, including e-cigarettes, is not allowed anywhere inside the building.",
        "Alcohol is served only at events we have approved.",
        "Ask before photographing or filming other members or their screens.",
        "Keep fire exits and corridors clear, and follow staff during drills.",
      ],
    },
    {
      heading: "Events",
      paragraphs: [
        "Members are welcome at our Networking Nights, Cultural Evenings and Wellness Workshops. To host your own, speak to the community team first so that we can find the right room and time without disturbing others.",
      ],
    },
    {
      heading: "When something goes wrong",
      paragraphs: [
        `Talk to the front desk or write to ${site.email}. We will listen to everyone involved and respond in proportion: usually a quiet word, and for serious or repeated breaches a suspension or the end of a membership under our Terms of Service.`,
      ],
    },
  ],
};

export const policies: Policy[] = [
  privacyPolicy,
  terms,
  cookiePolicy,
  refundPolicy,
  acceptableUse,
  security,
  accessibility,
  communityGuidelines,
];

export function getPolicy(slug: string): Policy | undefined {
  return policies.find((policy) => policy.slug === slug);
}
