import { render, screen } from "@testing-library/react";
import { MovePriceNote } from "@/app/(account)/dashboard/bookings/[id]/move/_components/move-price-note";
import { movedNote } from "@/app/(account)/dashboard/bookings/[id]/move/_components/pay-difference";
import { changesOnlinePrice } from "@/lib/bookings/reschedule/rules";
import { planBooking, type BookingRequest } from "@/lib/pricing";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const NOW = new Date("2026-03-02T09:00:00+05:30");
const room = (hours: number): BookingRequest => ({
  kind: "meeting-room",
  room: "4-seater",
  techSupport: false,
  date: "2026-03-16",
  time: "10:00",
  hours,
});

function quoteOf(request: BookingRequest) {
  const planned = planBooking(request, NOW);
  if (!planned.ok) throw new Error(planned.message);
  return planned.booking;
}

/** What the move page tells a member whose booking was paid online, before it is sent (0110). */
describe("a move to another price, as the member reads it", () => {
  const paid = quoteOf(room(1));
  const booking = { paymentStatus: "paid-online", quote: paid.quote, totalPaise: paid.total };

  it("is a change of price only for a booking paid online, not a series date, at other hours", () => {
    const slot = { date: "2026-03-17", time: "10:00", hours: 2 };
    expect(changesOnlinePrice(booking, slot, NOW)).toBe(true);
    expect(changesOnlinePrice(booking, { ...slot, hours: 1 }, NOW)).toBe(false);
    expect(changesOnlinePrice({ ...booking, seriesId: "s" }, slot, NOW)).toBe(false);
    expect(changesOnlinePrice({ ...booking, paymentStatus: "due-at-front-desk" }, slot, NOW)).toBe(
      false,
    );
  });

  it("states the new price and the difference to pay, or to get back", () => {
    const { rerender } = render(
      <MovePriceNote
        quote={paid.quote}
        paid={70_800}
        slot={{ date: "2026-03-16", time: "10:00", hours: 2 }}
        now={NOW}
      />,
    );
    expect(screen.getByTestId("move-price")).toHaveTextContent(
      "The new time costs ₹1,416: you pay the difference of ₹708 online, and your booking moves once it is paid.",
    );
    const longer = quoteOf(room(3));
    rerender(
      <MovePriceNote
        quote={longer.quote}
        paid={longer.total}
        slot={{ date: "2026-03-16", time: "10:00", hours: 1 }}
        now={NOW}
      />,
    );
    expect(screen.getByTestId("move-price")).toHaveTextContent(
      "The new time costs ₹708: we refund the difference of ₹1,416 to how you paid.",
    );
    // Paid at the desk, or the same price: nothing to say.
    rerender(
      <MovePriceNote
        quote={paid.quote}
        paid={null}
        slot={{ date: "2026-03-16", time: "10:00", hours: 2 }}
        now={NOW}
      />,
    );
    expect(screen.queryByTestId("move-price")).toBeNull();
  });

  it("tells in the toast what became of the difference", () => {
    expect(movedNote({ kind: "refund", amount: 70_800 })).toBe(
      "We are refunding the difference of ₹708. Your new tax invoice and a credit note for the old one are e-mailed.",
    );
    expect(movedNote({ kind: "pay", amount: 70_800 })).toBe(
      "You paid the difference of ₹708. Your new tax invoice and a credit note for the old one are e-mailed.",
    );
    expect(movedNote({ kind: "none" })).toBe("Your calendar invitation is updated by e-mail.");
  });
});
