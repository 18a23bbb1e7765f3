import { publicEnv } from "@/lib/public-env";

/**
 * Site facts: the one source for the club's name, contact details, address and hours.
 * The specification withholds several of these; the defaults are plausible and the name,
 * contact details and URLs can be overridden by public environment variables (`publicEnv`).
 */
export const site = {
  name: publicEnv.siteName,
  legalName: publicEnv.siteLegalName,
  /**
   * The GSTIN on tax invoices: a placeholder of the right shape (Uttar Pradesh, check digit) until
   * the club's own is set in CLUB_GSTIN, read by lib/config.ts.
   */
  gstin: "09AADCL4821K1ZC",
  /** The UPI payee address the desk's QR codes pay: a placeholder until CLUB_UPI_ID is set. */
  upiId: "lotusclub@icici",
  tagline: "Premium coworking and managed offices on the Noida Expressway",
  description:
    "A premium coworking and managed-office club in Lotus Business Park, Sector 127, on the Noida Expressway: private cabins, dedicated desks, meeting rooms, a podcast studio and events.",
  url: publicEnv.siteUrl,
  phone: publicEnv.sitePhone,
  /** The mobile the "WhatsApp us" links open a chat with. */
  whatsapp: publicEnv.siteWhatsapp,
  email: publicEnv.siteEmail,
  address: {
    street: "Lotus Business Park, Sector 127",
    locality: "Noida",
    region: "Uttar Pradesh",
    postalCode: "201313",
    country: "IN",
    /** The short form the specification uses. */
    short: "Lotus Business Park, Sector 127, Noida",
  },
  geo: { latitude: 28.5355, longitude: 77.341 },
  hours: {
    label: "Monday-Friday 9:00 AM-8:00 PM",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const,
    opens: "09:00",
    closes: "20:00",
  },
  priceRange: "₹600 - ₹9,000",
  reviewUrl: publicEnv.reviewUrl,
  mapsUrl: "https://www.openstreetmap.org/?mlat=28.5355&mlon=77.3410#map=17/28.5355/77.3410",
  timeZone: "Asia/Kolkata",
  facts: { seats: "500+", meetingRoomSeats: "4 to 10", noticeDays: 30 },
} as const;

export const telHref = `tel:${site.phone.replace(/[^+\d]/g, "")}`;
export const mailHref = `mailto:${site.email}`;

/** A "WhatsApp us" link (wa.me click-to-chat) with `message` prefilled. */
export const whatsappHref = (message: string) =>
  `https://wa.me/${site.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
