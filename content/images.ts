/**
 * Every illustration on the site: our own SVGs in `public/images`, so no remote image is ever
 * loaded. `width` and `height` are each file's viewBox size (use them for layout and aspect
 * ratio); `alt` describes what the picture shows.
 */
export type ImageAsset = {
  readonly src: `/images/${string}.svg`;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
};

export const images = {
  heroLounge: {
    src: "/images/hero-lounge.svg",
    width: 1600,
    height: 1000,
    alt: "A double-height members' lounge with tall arched windows, a green sofa and armchairs around a coffee table, globe pendant lights and a coffee bar beneath a planted mezzanine.",
  },
  visionSkyline: {
    src: "/images/vision-skyline.svg",
    width: 1200,
    height: 900,
    alt: "Business park towers with lit windows at dusk, above an elevated metro train and an expressway streaked with car lights.",
  },
  experienceCabin: {
    src: "/images/experience-cabin.svg",
    width: 1200,
    height: 900,
    alt: "A glass-walled private cabin seen from the corridor, with a desk for four, green chairs, laptops and a window onto trees.",
  },
  experienceDesks: {
    src: "/images/experience-desks.svg",
    width: 1200,
    height: 900,
    alt: "A row of dedicated desks with monitors, brass desk lamps and green chairs beneath a long window.",
  },
  experienceMeetingRoom: {
    src: "/images/experience-meeting-room.svg",
    width: 1200,
    height: 900,
    alt: "A meeting room with an eight-seat wooden table, a wall-mounted screen showing charts, a slatted timber wall and tall windows.",
  },
  experiencePodcast: {
    src: "/images/experience-podcast.svg",
    width: 1200,
    height: 900,
    alt: "A podcast studio with two microphones on boom arms over a round table, green and sand acoustic wall panels and a glowing on-air light.",
  },
  experienceLounge: {
    src: "/images/experience-lounge.svg",
    width: 1200,
    height: 900,
    alt: "A cafe lounge with a fluted wooden bar, terracotta bar stools, green pendant lights and small tables for ordering at the table.",
  },
  eventsNetworking: {
    src: "/images/events-networking.svg",
    width: 1200,
    height: 900,
    alt: "Guests in silhouette gathered around high tables on a rooftop terrace under string lights at dusk, with the city skyline beyond.",
  },
  eventsCultural: {
    src: "/images/events-cultural.svg",
    width: 1200,
    height: 900,
    alt: "A sitar player and a tabla player on a small stage under a terracotta arch, lit by brass lamps and hung with marigold garlands, with the audience in silhouette.",
  },
  eventsWellness: {
    src: "/images/events-wellness.svg",
    width: 1200,
    height: 900,
    alt: "A sunlit studio with yoga mats on a wooden floor, a figure seated in meditation, tall windows and plants.",
  },
  gallery01: {
    src: "/images/gallery-01.svg",
    width: 1200,
    height: 900,
    alt: "The reception, with a fluted green front desk before a slatted timber wall, globe pendant lights, armchairs and plants.",
  },
  gallery02: {
    src: "/images/gallery-02.svg",
    width: 900,
    height: 1200,
    alt: "Two green phone booths with glass doors, each with a stool, a shelf desk and a soft light inside.",
  },
  gallery03: {
    src: "/images/gallery-03.svg",
    width: 1200,
    height: 900,
    alt: "The pantry, with green lower cabinets, open shelves of jars, a window above the sink and a wooden island with stools under pendant lights.",
  },
  gallery04: {
    src: "/images/gallery-04.svg",
    width: 1000,
    height: 1000,
    alt: "The games room, with a foosball table, bean bags, an arcade cabinet and a large screen on a deep green wall.",
  },
  gallery05: {
    src: "/images/gallery-05.svg",
    width: 900,
    height: 1200,
    alt: "A library corner with floor-to-ceiling bookshelves, a library ladder, a terracotta armchair and an arc floor lamp beside a tall window.",
  },
  gallery06: {
    src: "/images/gallery-06.svg",
    width: 1200,
    height: 900,
    alt: "The terrace garden, with lounge chairs and a low table under a timber pergola hung with plants, planters along the glass railing and towers beyond.",
  },
  gallery07: {
    src: "/images/gallery-07.svg",
    width: 900,
    height: 1200,
    alt: "A corridor with a green runner between glass-walled cabins, leading to a window at the far end.",
  },
  gallery08: {
    src: "/images/gallery-08.svg",
    width: 1000,
    height: 1000,
    alt: "The boardroom at night, with a long table under a warm linear pendant and the lit city skyline through full-height windows.",
  },
  landingExpressway: {
    src: "/images/landing-expressway.svg",
    width: 1600,
    height: 900,
    alt: "An aerial view of the Noida Expressway lined with green belts, the elevated Aqua Line metro with a train and a station, and the glass towers of the business park.",
  },
  founderPortrait: {
    src: "/images/founder-portrait.svg",
    width: 1000,
    height: 1000,
    alt: "A silhouette portrait of the founder in a dark jacket, standing in front of an arched window.",
  },
  ogDefault: {
    src: "/images/og-default.svg",
    width: 1200,
    height: 630,
    alt: "The Lotus Club mark, a stylised three-petal green lotus, on a warm off-white card.",
  },
} as const satisfies Record<string, ImageAsset>;

export type ImageKey = keyof typeof images;
