import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MembershipSeatChanges } from "@/app/(account)/dashboard/_components/membership-seat-changes";
import { SeatChangeRows } from "@/app/(staff)/staff/members/_components/seat-change-rows";
import { MembershipRows } from "@/app/(staff)/staff/members/_components/membership-rows";
import type { Member } from "@/lib/auth/member";
import { listSeatChanges, seatChangeDates, type SeatChange } from "@/lib/memberships";
import { toast } from "@/lib/toast";
import { desk } from "./ui-fixtures";

jest.mock("@/lib/memberships", () => ({ listSeatChanges: jest.fn(), seatChangeDates: jest.fn() }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

const holder = { user: { id: "u-1", email: "asha@example.in" } } as unknown as Member;

/** jsdom has no fetch: the route's answer. */
function answer(body: Record<string, unknown>, status = 200) {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: status < 300,
    status,
    statusText: "",
    json: async () => body,
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

const change = (extra: Partial<SeatChange> = {}): SeatChange => ({
  id: "c-1",
  membershipId: "m-1",
  holder: "Kestrel Labs Pvt Ltd",
  plan: "dedicated-desk",
  fromSeats: 2,
  toSeats: 3,
  requestedAt: "2027-03-10T06:00:00.000Z",
  status: "pending",
  effectiveDate: null,
  decidedAt: null,
  declineReason: null,
  depositChange: 0,
  refundState: null,
  invoice: null,
  depositDocument: null,
  ...extra,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(seatChangeDates).mockReturnValue({ decreaseFrom: "2027-05-01" });
});

describe("the holder's seat change on the dashboard", () => {
  it("asks for one more desk, saying what it costs, and shows it asked", async () => {
    jest.mocked(listSeatChanges).mockResolvedValue([]);
    const fetchMock = answer({ ok: true, seatChange: change() }, 201);
    const user = userEvent.setup();
    render(await MembershipSeatChanges({ member: holder, membership: desk({ seats: 2 }) }));

    const seats = screen.getByLabelText(/Seats you want/);
    expect(seats).toHaveValue(3);
    expect(
      screen.getByText(
        "More seats start as soon as the club approves: an invoice for the rest of this billing period, and a deposit top-up of ₹24,000.",
      ),
    ).toBeVisible();
    await user.clear(seats);
    await user.type(seats, "1");
    expect(
      screen.getByText(
        "Fewer seats start on Sat, 1 May 2027, after 30 days' notice; ₹24,000 of the deposit is refunded then.",
      ),
    ).toBeVisible();
    await user.clear(seats);
    await user.type(seats, "3");
    await user.click(screen.getByRole("button", { name: "Ask for this change" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/memberships/m-1/seat-changes",
      expect.objectContaining({ method: "POST", body: '{"seats":3}' }),
    );
    expect(await screen.findByTestId("seat-change-asked")).toHaveTextContent(
      "You asked for 3 seats. The club will approve it shortly.",
    );
  });

  it("offers an office only the calculator's other sizes and shows a refusal by the field", async () => {
    jest.mocked(listSeatChanges).mockResolvedValue([]);
    answer(
      {
        ok: false,
        code: "conflict",
        message: "3 people have seats on this membership: remove seat users first, down to 2.",
      },
      409,
    );
    const user = userEvent.setup();
    render(
      await MembershipSeatChanges({
        member: holder,
        membership: desk({ plan: "managed-office", seats: 4, seatRate: 900_000 }),
      }),
    );
    const select = screen.getByLabelText(/Seats you want/);
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["2 seats", "6 seats", "15 seats", "24 seats", "35 seats"]);
    await user.selectOptions(select, "2");
    await user.click(screen.getByRole("button", { name: "Ask for this change" }));
    expect(
      await screen.findByText(
        "3 people have seats on this membership: remove seat users first, down to 2.",
      ),
    ).toBeVisible();
  });

  it("shows each change asked with what became of it, and no form while one is open", async () => {
    jest.mocked(listSeatChanges).mockResolvedValue([
      change({
        id: "c-3",
        fromSeats: 3,
        toSeats: 2,
        status: "approved",
        effectiveDate: "2027-05-01",
      }),
      change({
        id: "c-2",
        status: "applied",
        effectiveDate: "2027-03-15",
        depositChange: 2_400_000,
        invoice: { membershipInvoiceId: "mi-9", number: "LC/26-27/000009" },
        depositDocument: { id: "d-2", number: "DR/26-27/000002" },
      }),
      change({ id: "c-1", toSeats: 4, status: "declined", declineReason: "No desk is free." }),
    ]);
    render(await MembershipSeatChanges({ member: holder, membership: desk({ seats: 3 }) }));
    expect(screen.queryByRole("button", { name: "Ask for this change" })).toBeNull();
    const items = within(screen.getByTestId("seat-change-history")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "3 → 2 seats · asked Wed, 10 Mar 2027Approved: from Sat, 1 May 2027, after the notice.",
      "2 → 3 seats · asked Wed, 10 Mar 2027In force from Mon, 15 Mar 2027: supplementary invoice LC/26-27/000009, deposit top-up ₹24,000.Deposit receipt DR/26-27/000002",
      "2 → 4 seats · asked Wed, 10 Mar 2027Declined: No desk is free.",
    ]);
  });
});

describe("staff deciding a seat change", () => {
  it("approves one: the supplementary invoice is announced and the page refreshed", async () => {
    const fetchMock = answer({
      ok: true,
      seatChange: change({
        status: "applied",
        effectiveDate: "2027-03-15",
        invoice: { membershipInvoiceId: "mi-9", number: "LC/26-27/000009" },
      }),
    });
    const user = userEvent.setup();
    render(<SeatChangeRows changes={[change()]} linked />);
    expect(screen.getByRole("link", { name: "Kestrel Labs Pvt Ltd" })).toHaveAttribute(
      "href",
      "/staff/members/m-1",
    );
    await user.click(
      screen.getByRole("button", { name: "Approve Kestrel Labs Pvt Ltd: 2 → 3 seats" }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/staff/seat-changes/c-1/approve",
      expect.objectContaining({ method: "POST" }),
    );
    expect(toast.success).toHaveBeenCalledWith("Seat change approved", {
      description: "Supplementary invoice LC/26-27/000009 issued.",
    });
    expect(refresh).toHaveBeenCalled();
  });

  it("declines one with its reason, refused without one", async () => {
    const user = userEvent.setup();
    render(<SeatChangeRows changes={[change()]} />);
    await user.click(
      screen.getByRole("button", { name: "Decline Kestrel Labs Pvt Ltd: 2 → 3 seats" }),
    );
    const dialog = await screen.findByRole("dialog");
    answer(
      {
        ok: false,
        code: "invalid_request",
        message: "Check the form.",
        fieldErrors: { reason: "Say why the seat change is declined." },
      },
      400,
    );
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("Say why the seat change is declined.")).toBeVisible();

    const fetchMock = answer({ ok: true, seatChange: change({ status: "declined" }) });
    await user.type(within(dialog).getByLabelText(/Reason/), "No desk is free until June.");
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/staff/seat-changes/c-1/decline",
      expect.objectContaining({ body: '{"reason":"No desk is free until June."}' }),
    );
  });

  it("links every membership to its page of seat changes and history", () => {
    render(<MembershipRows memberships={[desk({ id: "m-7" })]} />);
    expect(screen.getByRole("link", { name: "Seats and history of Asha Verma" })).toHaveAttribute(
      "href",
      "/staff/members/m-7",
    );
  });
});
