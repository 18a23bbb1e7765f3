import { render, screen } from "@testing-library/react";
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
