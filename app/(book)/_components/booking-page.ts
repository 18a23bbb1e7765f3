import type { Metadata } from "next";
import type { Policy } from "@/content/booking-policies";
import { pageMetadata } from "@/lib/seo";

/** What a booking page (meeting rooms, the studio, desks and offices) says about itself. */
export type BookingPage = {
  /** Its <title>, and its crumb under Spaces & Bookings. */
  title: string;
  path: string;
  /** For search results and link previews. */
  description: string;
  eyebrow: string;
  heading: string;
  lead: string;
  policies: Policy[];
};

/** A booking page's metadata: its title, description and canonical path. */
export function bookingPageMetadata({ title, description, path }: BookingPage): Metadata {
  return pageMetadata({ title, description, path });
}
