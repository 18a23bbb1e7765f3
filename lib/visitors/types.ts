/** A guest a member registered for one club date, or a walk-in the desk signed in. */
export type Visitor = {
  id: string;
  hostId: string;
  hostName?: string;
  hostEmail: string;
  name: string;
  /** +91 and ten digits. */
  phone: string;
  email?: string;
  /** Club date, yyyy-mm-dd. */
  date: string;
  /** HH:mm, club time. */
  expectedTime?: string;
  /** The host's room or studio booking the guest comes for. */
  bookingId?: string;
  walkIn: boolean;
  checkedInAt?: string;
  checkedOutAt?: string;
  createdAt: string;
};

/** A member the desk can sign a walk-in in for. */
export type VisitorHost = { id: string; name?: string; email: string };

/** Where a visitor stands at the desk. */
export function visitorStatus(visitor: Visitor): "expected" | "in" | "left" {
  if (visitor.checkedOutAt) return "left";
  return visitor.checkedInAt ? "in" : "expected";
}
