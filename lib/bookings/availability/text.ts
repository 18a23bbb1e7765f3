import { MEETING_ROOMS, formatClubTime, formatDateLabel, type TimedResource } from "@/lib/pricing";
import type { CellState } from "@/lib/bookings/availability/grid";

/** The availability view's words: the page, its links from the booking pages and the tests. */
export const AVAILABILITY_TEXT = {
  title: "Room availability",
  lead: "Each meeting room and the podcast studio by hour, today and the next six days. Choose a free hour to book it.",
  link: "See which rooms are free this week",
  signIn: "Sign in",
  signedOut:
    "Room availability is for members. Sign in with the account of your membership or seat to see which rooms and the studio are free.",
  notMember:
    "Room availability is for members with a running membership or seat. You can still choose a date and a free time on the meeting rooms and podcast studio pages.",
  scroll: "Scroll sideways for later hours.",
} as const;

/** What a cell says, seen and heard. */
export const CELL_TEXT: Record<CellState, string> = {
  free: "Free",
  booked: "Booked",
  closed: "Closed",
  unavailable: "Unavailable",
};

/** A free cell's link, read out of context: "Book the 8-Seater Meeting Room on Mon, 30 Nov 2026 at 10:00 AM". */
export const bookLabel = (space: string, date: string, time: string) =>
  `Book the ${space} on ${formatDateLabel(date)} at ${formatClubTime(time)}`;

/** Each room's and the studio's name: short in the grid's sticky column, whole in a link's label. */
export const SPACE_NAMES: Record<TimedResource, { short: string; full: string }> = {
  "4-seater": { short: "4-seater room", full: MEETING_ROOMS["4-seater"].name },
  "8-seater": { short: "8-seater room", full: MEETING_ROOMS["8-seater"].name },
  studio: { short: "Podcast studio", full: "Podcast Studio" },
};
