import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MembershipSection } from "@/app/(account)/dashboard/_components/membership-section";
import { MembershipRows } from "@/app/(staff)/staff/members/_components/membership-rows";
import type { AutopayState } from "@/lib/memberships/types";
import { desk, view } from "./ui-fixtures";

/** What the member and staff see of autopay's mandate (issue 36). */
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const THREE_DESKS: AutopayState = {
  eligible: true,
  status: "off",
  debit: 2_124_000,
  mandate: "emandate",
};
const dashboard = (autopay: Partial<AutopayState>, extra = {}) =>
  render(
    <MembershipSection
      view={view({ membership: desk({ autopay: { ...THREE_DESKS, ...autopay }, ...extra }) })}
      userId="u-1"
    />,
  );
const setUpButton = () => screen.queryByRole("button", { name: "Set up autopay" });

describe("the dashboard's autopay", () => {
  it("offers a UPI or card mandate for a debit of ₹7,080, and says why", () => {
    dashboard({ debit: 708_000, mandate: "upi-card" });
    expect(screen.getByTestId("membership-mandate")).toHaveTextContent(
      "Each debit is ₹7,080, one month's rent with GST: within the ₹15,000 a UPI or card mandate may debit, so you can authorise autopay with UPI or a card.",
    );
    expect(setUpButton()).toBeInTheDocument();
  });

  it("offers an e-mandate for three desks' ₹21,240, once refused autopay", () => {
    dashboard({});
    expect(screen.getByTestId("membership-mandate")).toHaveTextContent(
      "Each debit is ₹21,240, one month's rent with GST: more than the ₹15,000 a UPI or card mandate may debit without your approval each time, so autopay uses an e-mandate on your bank account, authorised with netbanking or your debit card.",
    );
    expect(setUpButton()).toBeInTheDocument();
  });

  it("opens the checkout showing only the e-mandate's methods", async () => {
    const opened: Record<string, unknown>[] = [];
    (window as unknown as { Razorpay: unknown }).Razorpay = function (
      this: unknown,
      options: Record<string, unknown>,
    ) {
      opened.push(options);
      return { open: () => (options.handler as () => void)() };
    };
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        ok: true,
        subscriptionId: "sub_1",
        keyId: "rzp_test_1",
        checkoutScript: "https://checkout.razorpay.com/v1/checkout.js",
        mandate: "emandate",
      }),
    });
    dashboard({});
    await userEvent.setup().click(setUpButton()!);
    expect(opened).toEqual([
      expect.objectContaining({
        subscription_id: "sub_1",
        config: { display: { hide: [{ method: "upi" }, { method: "card" }] } },
      }),
    ]);
    delete (window as unknown as { Razorpay?: unknown }).Razorpay;
  });

  it.each([
    ["pending", "Being set up: it starts once your bank confirms the mandate.", false],
    ["active", "On: each invoice is charged on its due date.", false],
    ["retrying", "On, but the last debit failed: Razorpay is trying it again.", false],
    [
      "halted",
      "Stopped: your bank declined the debits. Pay the open invoice by its link below; you can set autopay up again.",
      true,
    ],
    ["cancelled", "Cancelled: nothing more is debited. Pay each invoice yourself.", true],
    [
      "completed",
      "Completed: every debit of the mandate was made. Pay each invoice yourself.",
      true,
    ],
  ] as const)("shows a %s mandate, set up again only once stopped", (status, words, again) => {
    dashboard({ status });
    expect(screen.getByTestId("membership-autopay")).toHaveTextContent(`Autopay: ${words}`);
    expect(Boolean(setUpButton())).toBe(again);
  });

  it("offers no set-up once notice is given", () => {
    dashboard({ status: "cancelled" }, { status: "notice", endDate: "2027-02-19" });
    expect(setUpButton()).toBeNull();
  });
});

describe("the staff's memberships", () => {
  it("show each mandate's state and kind", () => {
    render(
      <MembershipRows
        memberships={[
          desk({ id: "m-1", autopay: { ...THREE_DESKS, status: "halted" } }),
          desk({ id: "m-2", autopay: { ...THREE_DESKS, status: "active", mandate: "upi-card" } }),
          desk({ id: "m-3" }),
        ]}
      />,
    );
    expect(screen.getAllByTestId("staff-membership-autopay").map((p) => p.textContent)).toEqual([
      "Autopay halted: invoices by link (e-mandate)",
      "Autopay active (UPI or card mandate)",
      "Autopay off",
    ]);
  });
});
