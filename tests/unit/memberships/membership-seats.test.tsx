import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MembershipSeats } from "@/app/(account)/dashboard/_components/membership-seats";
import type { Member } from "@/lib/auth/member";
import { listSeatUsers, seatsOf } from "@/lib/memberships";

jest.mock("@/lib/memberships", () => ({ listSeatUsers: jest.fn(), seatsOf: jest.fn() }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const member = { user: { id: "u1", email: "ravi@kestrel.in" } } as unknown as Member;
const seatOn = {
  membershipId: "m1",
  heldBy: "Kestrel Labs Pvt Ltd",
  plan: "managed-office" as const,
  planName: "Managed Office",
  seats: 4,
  status: "active" as const,
};

afterEach(() => jest.restoreAllMocks());

describe("MembershipSeats", () => {
  it("shows a seat user whose membership it is, with plan and seats, and no invoices", async () => {
    jest.mocked(seatsOf).mockResolvedValue([seatOn]);
    render(await MembershipSeats({ member, heldMembershipId: null }));
    const seat = screen.getByTestId("seat-on-membership");
    expect(seat).toHaveTextContent("Your seat on Kestrel Labs Pvt Ltd's membership");
    expect(seat).toHaveTextContent("Managed Office, 4 seats. Invoices go to the holder.");
    expect(screen.queryByText(/₹|Pay|PDF/)).toBeNull();
    expect(listSeatUsers).not.toHaveBeenCalled();
  });

  it("lets the holder add a seat user and keeps the address typed when the seats are full", async () => {
    jest.mocked(seatsOf).mockResolvedValue([]);
    jest.mocked(listSeatUsers).mockResolvedValue({
      membershipId: "m1",
      seats: 2,
      seatUsers: [{ email: "neha@kestrel.in", signedIn: true, addedAt: "2026-12-20T06:00:00Z" }],
    });
    // jsdom has no fetch: the refusal the route answers when every seat is taken.
    const fetchMock = jest.fn().mockResolvedValue({
      ok: false,
      status: 409,
      statusText: "Conflict",
      json: async () => ({
        ok: false,
        code: "conflict",
        message: "All 2 seats are taken. Remove a seat user first.",
      }),
    });
    globalThis.fetch = fetchMock;
    const user = userEvent.setup();
    render(await MembershipSeats({ member, heldMembershipId: "m1" }));
    const list = screen.getByRole("list", { name: "Seat users" });
    expect(within(list).getByRole("button", { name: "Remove neha@kestrel.in" })).toBeEnabled();
    await user.type(screen.getByLabelText(/Seat user's e-mail/), "omar@kestrel.in");
    await user.click(screen.getByRole("button", { name: "Add seat user" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/memberships/m1/seats",
      expect.objectContaining({ method: "POST", body: '{"email":"omar@kestrel.in"}' }),
    );
    expect(
      await screen.findByText("All 2 seats are taken. Remove a seat user first."),
    ).toBeVisible();
    expect(screen.getByLabelText(/Seat user's e-mail/)).toHaveValue("omar@kestrel.in");
  });
});
