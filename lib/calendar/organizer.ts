import { site } from "@/lib/site";

/** The club as the ORGANIZER of every invitation it sends, and the domain of every UID. */
export const clubOrganizer = { email: site.email, name: site.name };
export const calendarUidDomain = new URL(site.url).hostname;
