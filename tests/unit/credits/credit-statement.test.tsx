import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CreditSharingSwitch } from "@/components/credits/credit-sharing-switch";
import { CreditStatement } from "@/components/credits/credit-statement";
import type { CreditPool } from "@/lib/credits/types";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const pool: CreditPool = {
  membershipId: "m-1",
  balance: 288_000,
  expiring: { amount: 288_000, at: "2027-01-31T18:30:00.000Z" },
  movements: [
    {
      id: "l-3",
      at: "2027-01-19T05:00:00.000Z",
      entry: "adjust",
      amount: 10_000,
      reason: "Projector did not work",
      actor: "desk@lotusclub.in",
    },
    {
      id: "l-2",
      at: "2027-01-12T05:00:00.000Z",
      entry: "use",
      amount: -106_000,
      bookingId: "b-1",
      actor: "u-1",
    },
    {
      id: "l-1",
      at: "2027-01-01T00:00:00.000Z",
      entry: "grant",
      amount: 384_000,
      periodStart: "2027-01-01",
      actor: "billing run",
    },
  ],
};

describe("the dashboard's room credit", () => {
  it("shows the balance, what expires when, and each movement", () => {
    render(<CreditStatement pool={pool} />);
    expect(screen.getByTestId("credit-balance")).toHaveTextContent("₹2,880room credit left");
    expect(screen.getByTestId("credit-expiry")).toHaveTextContent(
      "₹2,880 expires after 31 Jan 2027.",
    );
    const rows = screen.getAllByTestId("credit-movement");
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["19 Jan 2027", "Adjusted by the clubProjector did not work", "+₹100"],
      ["12 Jan 2027", "Used for a booking", "−₹1,060"],
      ["1 Jan 2027", "Included with your plan", "+₹3,840"],
    ]);
  });

  it("says when nothing expires and there are no movements", () => {
    render(
      <CreditStatement pool={{ membershipId: "m-1", balance: 0, expiring: null, movements: [] }} />,
    );
    expect(screen.getByTestId("credit-expiry")).toHaveTextContent("Nothing expires soon.");
    expect(screen.getByText("No movements yet.")).toBeInTheDocument();
  });

  it("lets the holder share the credit with seat users", async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ ok: true, share: true }),
    });
    render(<CreditSharingSwitch membershipId="m-1" shared={false} />);
    const toggle = screen.getByRole("switch", { name: "Seat users may use this credit" });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/memberships/m-1/credit-sharing",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ share: true }) }),
    );
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
