import {
  DEFAULT_WORKSPACE_TERM,
  DESK_MIN_SEATS,
  EXCLUDES_GST,
  OFFICE_SEAT_OPTIONS,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
  defaultMoveInDate,
  formatInr,
  normalizeSeats,
  resetSeatsForProduct,
  type BookingRequest,
  type WorkspaceProduct,
  type WorkspaceTerm,
} from "@/lib/pricing";
import { BOOKING_LIMITS } from "@/lib/validation/booking-rules";
import { dateFromQuery } from "./calculator-state";
import { queryChoice, queryNumber } from "./use-url-state";

/** The workspace calculator's choices, as kept in the query, and the choices it offers. */
export type WorkspaceState = {
  product: WorkspaceProduct;
  seats: number;
  term: WorkspaceTerm;
  moveInDate: string;
  confirmSalesContact: boolean;
};

const PRODUCTS = Object.keys(WORKSPACE_PRODUCTS) as WorkspaceProduct[];
const TERMS = Object.keys(WORKSPACE_TERMS) as WorkspaceTerm[];

/** Spec section 5's success toasts for a desk and an office request. */
export const WORKSPACE_TOASTS = {
  "dedicated-desk": "Booking Initiated",
  "managed-office": "Proposal Requested",
  description: "We've received your details and will be in touch shortly.",
} as const;

export const deskSeats = (seats: number) =>
  Math.min(BOOKING_LIMITS.deskMaxSeats, normalizeSeats("dedicated-desk", seats));

export function parseWorkspace(query: URLSearchParams, now: Date): WorkspaceState {
  const product = queryChoice(query, "type", PRODUCTS) ?? "dedicated-desk";
  const seats = queryNumber(query, "seats") ?? resetSeatsForProduct(product, DESK_MIN_SEATS);
  return {
    product,
    seats: product === "dedicated-desk" ? deskSeats(seats) : normalizeSeats(product, seats),
    term: queryChoice(query, "term", TERMS) ?? DEFAULT_WORKSPACE_TERM,
    moveInDate: dateFromQuery(query, "moveIn") ?? defaultMoveInDate(now),
    confirmSalesContact: query.get("confirm") === "1",
  };
}

export const serializeWorkspace = (s: WorkspaceState) => ({
  type: s.product,
  seats: s.seats,
  term: s.term,
  moveIn: s.moveInDate,
  confirm: s.product === "managed-office" && s.confirmSalesContact,
});

/** What the calculator sends: an office's move-in date is optional, a desk's is not. */
export function workspaceRequest(s: WorkspaceState): BookingRequest {
  if (s.product === "managed-office") {
    return {
      kind: "managed-office",
      seats: s.seats,
      term: s.term,
      moveInDate: s.moveInDate || undefined,
      confirmSalesContact: s.confirmSalesContact,
    };
  }
  return { kind: "dedicated-desk", seats: s.seats, term: s.term, moveInDate: s.moveInDate };
}

export const PRODUCT_CHOICES = PRODUCTS.map((id) => ({
  value: id,
  label: WORKSPACE_PRODUCTS[id].name,
  detail: `${formatInr(WORKSPACE_PRODUCTS[id].seatRate)} per seat per month ${EXCLUDES_GST}`,
}));
export const TERM_CHOICES = TERMS.map((id) => ({
  value: id,
  label: WORKSPACE_TERMS[id].label,
  detail: WORKSPACE_TERMS[id].freeMonths
    ? `${WORKSPACE_TERMS[id].freeMonths} month free`
    : `${WORKSPACE_TERMS[id].months} ${WORKSPACE_TERMS[id].months === 1 ? "month" : "months"}`,
}));
export const OFFICE_CHOICES = OFFICE_SEAT_OPTIONS.map((seats) => ({
  value: String(seats),
  label: `${seats} seats`,
}));
