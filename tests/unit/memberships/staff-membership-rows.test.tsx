import { render, screen, within } from "@testing-library/react";
import { DepositRows } from "@/app/(staff)/staff/members/_components/deposit-rows";
import { MembershipRows } from "@/app/(staff)/staff/members/_components/membership-rows";
import { desk } from "./ui-fixtures";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }),
}));

/** The staff list reads a membership's state as the member does (the dashboard's label). */
describe("the staff list of memberships", () => {
  const statuses = () => screen.getAllByTestId("staff-membership-status").map((p) => p.textContent);

  it("shows an accepted, unpaid offer as awaiting its first payment, not as offered", () => {
    render(
      <MembershipRows
        memberships={[
          desk({ id: "m-accepted", status: "offered", acceptedAt: "2026-12-11T05:00:00.000Z" }),
          desk({ id: "m-offered", status: "offered", acceptedAt: null }),
          desk({ id: "m-active", status: "active" }),
        ]}
      />,
    );
    expect(statuses()).toEqual(["Awaiting first payment", "Offered", "Active"]);
  });
});

/** Issue 36: each membership's deposit receipt and refund voucher, linked to staff's PDF route. */
describe("the staff's links to deposit documents", () => {
  it("links each membership's documents to staff's PDF route, in the list and among deposits to refund", () => {
    const documents = {
      "m-1": [
        { id: "d-receipt", kind: "receipt" as const, number: "DR/26-27/000001", amount: 2_400_000 },
        {
          id: "d-voucher",
          kind: "refund_voucher" as const,
          number: "RV/26-27/000001",
          amount: 2_400_000,
        },
      ],
    };
    const { unmount } = render(
      <MembershipRows
        memberships={[desk({ id: "m-1", status: "ended" }), desk({ id: "m-2", status: "offered" })]}
        documents={documents}
      />,
    );
    const [ended, offered] = screen.getAllByTestId("staff-membership");
    expect(
      within(ended!)
        .getAllByRole("link")
        .filter((a) => a.getAttribute("href")?.startsWith("/api/"))
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Deposit receipt DR/26-27/000001 (PDF)", "/api/staff/deposit-documents/d-receipt/pdf"],
      ["Refund voucher RV/26-27/000001 (PDF)", "/api/staff/deposit-documents/d-voucher/pdf"],
    ]);
    expect(within(offered!).queryByTestId("staff-deposit-documents")).toBeNull();
    unmount();

    render(
      <DepositRows memberships={[desk({ id: "m-1", status: "ended" })]} documents={documents} />,
    );
    expect(
      screen.getByRole("link", { name: "Deposit receipt DR/26-27/000001 (PDF)" }),
    ).toHaveAttribute("href", "/api/staff/deposit-documents/d-receipt/pdf");
  });
});
