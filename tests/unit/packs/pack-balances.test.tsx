import { render, screen, within } from "@testing-library/react";
import { PackBalances } from "@/app/(account)/dashboard/_components/pack-balances";
import type { Pack } from "@/lib/packs/types";

const NOW = new Date("2027-01-20T10:00:00+05:30").getTime();

const pack = (extra: Partial<Pack>): Pack => ({
  id: "7d4f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e01",
  userId: "u",
  product: "room-hours",
  appliesTo: "rooms",
  valuePaise: 600_000,
  pricePaise: 540_000,
  totalPaise: 637_200,
  contactName: "Asha Verma",
  contactEmail: "asha@example.in",
  status: "active",
  soldAt: "2026-12-01T05:00:00.000Z",
  validUntil: "2027-03-01",
  expiresAt: "2027-03-01T18:30:00.000Z",
  expiredAt: null,
  balancePaise: 600_000,
  ...extra,
});

describe("the dashboard's prepaid packs", () => {
  it("shows what is left of each pack, in its own units and in rupees, and until when", () => {
    render(
      <PackBalances
        now={NOW}
        packs={[
          pack({ balancePaise: 420_000 }),
          pack({
            id: "7d4f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e02",
            product: "day-passes",
            appliesTo: "day-pass",
            valuePaise: 300_000,
            balancePaise: 180_000,
            validUntil: "2027-02-15",
            expiresAt: "2027-02-15T18:30:00.000Z",
          }),
          // An 8-seater hour drew ₹800 of room value: hours and minutes of the 4-seater.
          pack({ id: "7d4f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e03", balancePaise: 520_000 }),
        ]}
        invoices={
          new Map([
            [
              "7d4f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e01",
              [{ id: "inv-1", number: "LC/26-27/000042", kind: "invoice" as const }],
            ],
          ])
        }
      />,
    );
    const [rooms, passes, eight] = screen.getAllByTestId("pack-item");
    expect(rooms).toHaveTextContent("10 room-hours");
    expect(rooms).toHaveTextContent("7 of 10 hours left · valid until Mon, 1 Mar 2027");
    expect(rooms).toHaveTextContent("₹4,200 of ₹6,000");
    expect(
      within(rooms!).getByRole("link", { name: "Tax invoice LC/26-27/000042 (PDF)" }),
    ).toHaveAttribute("href", "/api/invoices/inv-1");
    expect(passes).toHaveTextContent("5 day passes");
    expect(passes).toHaveTextContent("3 of 5 day passes left · valid until Mon, 15 Feb 2027");
    expect(passes).toHaveTextContent("₹1,800 of ₹3,000");
    expect(eight).toHaveTextContent("8 h 40 min of 10 hours left");
  });

  it("says when a pack expired, with nothing left", () => {
    render(
      <PackBalances
        now={NOW}
        invoices={new Map()}
        packs={[
          pack({
            validUntil: "2027-01-10",
            expiresAt: "2027-01-10T18:30:00.000Z",
            expiredAt: "2027-01-10T18:45:00.000Z",
            balancePaise: 0,
          }),
        ]}
      />,
    );
    const item = screen.getByTestId("pack-item");
    expect(item).toHaveAttribute("data-state", "expired");
    expect(item).toHaveTextContent("Expired on Sun, 10 Jan 2027");
    expect(item).toHaveTextContent("₹0 of ₹6,000");
  });

  it("offers the packs' page when there are none", () => {
    render(<PackBalances now={NOW} invoices={new Map()} packs={[]} />);
    expect(screen.getByText("No packs yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Buy a pack" })).toHaveAttribute("href", "/packs");
  });
});
