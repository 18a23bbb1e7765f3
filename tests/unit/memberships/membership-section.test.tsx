import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MembershipSection } from "@/app/(account)/dashboard/_components/membership-section";
import { toast } from "@/lib/toast";
import { desk, invoice, view } from "./ui-fixtures";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const text = (id: string) => screen.getByTestId(`membership-${id}`).textContent;

describe("the dashboard's Membership section", () => {
  it("shows plan, seats, term, status, next invoice, deposit and every invoice with its PDF", () => {
    render(<MembershipSection view={view()} userId="u-1" />);
    const section = screen.getByTestId("membership-section");
    expect(section).toHaveTextContent("Dedicated Desk · 1 seat");
    expect(screen.getByTestId("membership-status")).toHaveTextContent("Active");
    expect(text("term")).toBe("Monthly");
    expect(text("rent")).toBe("₹6,000 a month, ₹7,080 with GST");
    expect(text("start")).toBe("Thu, 17 Dec 2026");
    expect(text("next-invoice")).toBe("Mon, 1 Feb 2027: ₹7,080");
    expect(text("deposit")).toBe("₹24,000: Held by the club");
    const invoices = screen.getAllByTestId("membership-invoice");
    expect(invoices).toHaveLength(2);
    expect(
      within(invoices[1]!).getByRole("link", { name: "Tax invoice LC/26-27/000101 (PDF)" }),
    ).toHaveAttribute("href", "/api/invoices/inv-1");
    expect(invoices[1]).toHaveTextContent("includes the deposit of ₹24,000");
    expect(invoices[1]).toHaveTextContent("Paid online");
    // Only the unpaid one can be paid, for its amount due.
    expect(within(invoices[0]!).getByRole("button", { name: "Pay ₹7,080 now" })).toBeEnabled();
    expect(within(invoices[1]!).queryByRole("button")).toBeNull();
    expect(screen.getByTestId("membership-autopay")).toHaveTextContent(
      "Autopay: Off: you pay each invoice yourself.",
    );
    expect(screen.getByRole("button", { name: "Set up autopay" })).toBeInTheDocument();
  });

  it("without online payments, an unpaid invoice is paid at the front desk", () => {
    render(
      <MembershipSection
        view={view({
          paymentMethod: "desk",
          membership: desk({
            autopay: { eligible: false, status: "off", debit: 708_000, mandate: "link" },
          }),
        })}
        userId="u-1"
      />,
    );
    expect(screen.queryByRole("button", { name: /^Pay / })).toBeNull();
    expect(screen.getByText("Pay at the front desk by UPI, NEFT, cheque or cash.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Set up autopay" })).toBeNull();
  });

  it("an accepted offer waits for its first payment, and its deposit is due", () => {
    render(
      <MembershipSection
        view={view({
          membership: desk({
            status: "offered",
            deposit: { amount: 2_400_000, state: "due", refundDueBy: null, refund: null },
          }),
          invoices: [invoice({ status: "due", paidAt: null, paymentMethod: null })],
          canGiveNotice: false,
        })}
        userId="u-1"
      />,
    );
    expect(screen.getByTestId("membership-status")).toHaveTextContent("Awaiting first payment");
    expect(text("deposit")).toBe("₹24,000: Due with the first invoice");
    expect(screen.getByRole("button", { name: "Pay ₹27,425.81 now" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Give notice" })).toBeNull();
  });

  it("the holder gives notice after a confirmation that states the end date 30 days on", async () => {
    jest.useFakeTimers({ now: new Date("2027-01-10T10:00:00+05:30"), doNotFake: ["setTimeout"] });
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        ok: true,
        membership: desk({ status: "notice", endDate: "2027-02-09" }),
      }),
    });
    render(<MembershipSection view={view()} userId="u-1" />);
    await user.click(screen.getByRole("button", { name: "Give notice" }));
    const dialog = screen.getByRole("dialog", { name: "Give notice on your membership?" });
    expect(within(dialog).getByTestId("notice-end-date")).toHaveTextContent(
      "Your membership ends on Tue, 9 Feb 2027.",
    );
    expect(dialog).toHaveTextContent("There is no refund for the current billing cycle");
    await user.click(within(dialog).getByRole("button", { name: "Yes, give notice" }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/memberships/m-1/notice",
      expect.objectContaining({ method: "POST" }),
    );
    expect(toast.success).toHaveBeenCalledWith("Notice given", {
      description: "Your membership ends on Tue, 9 Feb 2027.",
    });
    expect(refresh).toHaveBeenCalled();
    jest.useRealTimers();
  });

  it("after notice it shows the end date, and a refunded deposit with its reference", () => {
    render(
      <MembershipSection
        view={view({
          membership: desk({
            status: "ended",
            endDate: "2027-02-09",
            deposit: {
              amount: 2_400_000,
              state: "refunded",
              refundDueBy: "2027-03-11",
              refund: {
                method: "NEFT",
                reference: "UTR123",
                deduction: 150_000,
                deductionReason: "Lost access card",
                amount: 2_250_000,
                refundedAt: "2027-02-20T05:00:00.000Z",
              },
            },
          }),
          nextInvoice: null,
          canGiveNotice: false,
        })}
        userId="u-1"
      />,
    );
    expect(text("end")).toBe("Tue, 9 Feb 2027");
    expect(text("next-invoice")).toBe("None: your final invoice has been issued");
    expect(text("deposit")).toBe(
      "₹24,000: Refunded: ₹22,500 by NEFT, reference UTR123, ₹1,500 kept back (Lost access card)",
    );
    expect(screen.queryByRole("button", { name: "Give notice" })).toBeNull();
  });

  it("says so when the membership could not be read", () => {
    render(<MembershipSection view="unavailable" userId="u-1" />);
    expect(screen.getByRole("alert")).toHaveTextContent("We couldn't load your membership");
  });
});
