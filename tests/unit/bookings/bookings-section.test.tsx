import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  BookingsList,
  BookingsSection,
} from "@/app/(account)/dashboard/_components/bookings-section";
import { listBookingsByUser } from "@/lib/bookings";
import type { Booking } from "@/lib/bookings/types";
import { planBooking, type BookingRequest } from "@/lib/pricing";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
jest.mock("@/lib/bookings", () => ({ listBookingsByUser: jest.fn() }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const NOW = new Date("2026-03-10T09:00:00+05:30");
let ids = 0;
function booking(
  request: BookingRequest,
  status: Booking["status"] = "confirmed",
  extra: Partial<Booking> = {},
): Booking {
  const result = planBooking(request, new Date("2026-03-02T09:00:00+05:30"));
  if (!result.ok) throw new Error(result.message);
  const b = result.booking;
  return {
    id: `00000000-0000-4000-8000-00000000000${++ids}`,
    createdAt: "2026-03-02T03:30:00.000Z",
    userId: "u",
    kind: b.kind,
    resource: b.resource,
    date: b.date,
    startsAt: b.startsAt?.toISOString(),
    endsAt: b.endsAt?.toISOString(),
    quote: b.quote,
    totalPaise: b.total,
    contactEmail: "a@example.in",
    receivePromotions: false,
    status,
    paymentStatus: "due-at-front-desk",
    ...extra,
  };
}

const room = (date: string, time: string): BookingRequest => ({
  kind: "meeting-room",
  room: "4-seater",
  date,
  time,
  hours: 4,
  techSupport: true,
});

describe("the dashboard's bookings", () => {
  it("says 'No bookings yet' and links to the spaces", () => {
    render(<BookingsList bookings={[]} now={NOW} />);
    expect(screen.getByText("No bookings yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book a space" })).toHaveAttribute(
      "href",
      "/spaces-and-bookings",
    );
  });

  it("lists upcoming bookings soonest first, then past and cancelled ones, each with its breakdown", () => {
    const later = booking(room("2026-03-20", "10:00"));
    const sooner = booking(room("2026-03-12", "10:00"));
    const past = booking(room("2026-03-09", "10:00"));
    const cancelled = booking(room("2026-03-19", "15:00"), "cancelled", {
      cancelledAt: "2026-03-05T04:00:00.000Z",
      refundPaise: 396_480,
    });
    const desk = booking(
      { kind: "dedicated-desk", seats: 1, term: "monthly", moveInDate: "2026-03-16" },
      "requested",
    );
    render(<BookingsList bookings={[later, past, cancelled, sooner, desk]} now={NOW} />);

    const upcoming = within(screen.getByRole("region", { name: "Upcoming" })).getAllByTestId(
      "booking-item",
    );
    expect(upcoming.map((li) => li.dataset.bookingId)).toEqual([sooner.id, desk.id, later.id]);
    const rest = within(screen.getByRole("region", { name: "Past and cancelled" })).getAllByTestId(
      "booking-item",
    );
    expect(rest.map((li) => li.dataset.bookingId)).toEqual([cancelled.id, past.id]);

    const first = upcoming[0]!;
    expect(first).toHaveTextContent("4-Seater Meeting Room");
    expect(first).toHaveTextContent("Thu, 12 Mar 2026, 10:00 AM – 2:00 PM");
    expect(first).toHaveTextContent("Payment is due at the front desk.");
    expect(within(first).getByTestId("quote-total")).toHaveTextContent("₹3,964.80");
    expect(within(first).getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `/api/bookings/${sooner.id}/ics`,
    );
    expect(upcoming[1]).toHaveTextContent("Requested: our team will be in touch to confirm.");
    expect(rest[0]).toHaveTextContent(
      "Cancelled on Thu, 5 Mar 2026. Refund under the policy: ₹3,964.80.",
    );
    expect(within(rest[1]!).queryByRole("button", { name: "Cancel booking" })).toBeNull();
  });

  it("says what the front desk recorded: paid there, or missed", () => {
    const paid = booking(room("2026-03-12", "10:00"), "confirmed", {
      paymentStatus: "paid-at-front-desk",
    });
    const missed = booking(room("2026-03-09", "10:00"), "no-show");
    render(<BookingsList bookings={[paid, missed]} now={NOW} />);
    const [upcoming] = within(screen.getByRole("region", { name: "Upcoming" })).getAllByTestId(
      "booking-item",
    );
    expect(upcoming).toHaveTextContent("Paid at the front desk.");
    expect(upcoming).not.toHaveTextContent("Payment is due");
    const [past] = within(
      screen.getByRole("region", { name: "Past and cancelled" }),
    ).getAllByTestId("booking-item");
    expect(past).toHaveTextContent("Missed");
    expect(past).toHaveTextContent("Marked as missed: nobody came for this booking.");
  });

  it("a desk request the club made a membership offer from says so; another request does not", () => {
    const desk = (moveInDate: string) =>
      booking({ kind: "dedicated-desk", seats: 2, term: "monthly", moveInDate }, "requested");
    const offered = desk("2026-03-16");
    const other = desk("2026-03-20");
    render(<BookingsList bookings={[offered, other]} now={NOW} offeredFrom={offered.id} />);
    const [first, second] = screen.getAllByTestId("booking-item");
    expect(first).toHaveAttribute("data-booking-id", offered.id);
    expect(first).toHaveTextContent("Offer sent");
    expect(first).toHaveTextContent(
      "Our team has sent you a membership offer for this: see Membership above.",
    );
    expect(second).toHaveTextContent("Requested: our team will be in touch to confirm.");
    expect(second).not.toHaveTextContent("Offer sent");
  });

  it("shows the refund the policy gives at the moment the dialog opens, then cancels", async () => {
    jest.useFakeTimers({ now: new Date("2026-03-11T09:00:00+05:30"), advanceTimers: true });
    const target = booking(room("2026-03-12", "10:00"));
    const body = {
      ok: true,
      booking: { ...target, status: "cancelled" },
      refund: { percent: 50, amount: 198_240 },
    };
    const fetchMock = jest
      .fn()
      .mockResolvedValue({ ok: true, status: 200, json: async () => body });
    global.fetch = fetchMock;
    try {
      render(<BookingsList bookings={[target]} now={NOW} />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole("button", { name: "Cancel booking" }));
      // 25 hours before the start: between 24 and 48 h, half.
      expect(await screen.findByTestId("cancel-refund")).toHaveTextContent(
        "Refund if you cancel now: ₹1,982.40 (50%).",
      );
      await user.click(screen.getByRole("button", { name: "Yes, cancel it" }));
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/bookings/${target.id}/cancel`,
        expect.objectContaining({ method: "POST" }),
      );
      expect(refresh).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("reads the member's bookings through the data port, as them", async () => {
    jest.mocked(listBookingsByUser).mockResolvedValue([]);
    const member = {
      user: { id: "user-1", email: "asha@example.com", name: "Asha" },
      access: { accessToken: "token" },
    };
    render(await BookingsSection({ member }));
    expect(listBookingsByUser).toHaveBeenCalledWith("user-1", { accessToken: "token" });
    expect(screen.getByText("No bookings yet")).toBeInTheDocument();
  });
});
