import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MembershipLateFees } from "@/app/(account)/dashboard/_components/membership-late-fees";
import { LateFeeRows } from "@/app/(staff)/staff/collections/_components/late-fee-rows";
import type { LateFee } from "@/lib/memberships/types";

// Typing in a dialog on this shared, busy machine takes seconds.
jest.setTimeout(30_000);

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const fee = (over: Partial<LateFee> = {}): LateFee => ({
  id: "f-1",
  membershipId: "m-1",
  holder: "Asha Verma",
  membershipInvoiceId: "mi-1",
  overdueInvoiceNumber: "LC/26-27/000002",
  invoiceId: "i-7",
  number: "LC/26-27/000007",
  feeDate: "2027-01-15",
  rateBp: 200,
  amount: 14_160,
  issuedAt: "2027-01-15T03:00:00.000Z",
  status: "due",
  paidAt: null,
  creditNoteId: null,
  creditNoteNumber: null,
  reversalReason: null,
  ...over,
});

/** Issue 36: a late fee invoiced is shown to the member and to staff, who settle or reverse it. */
describe("late fees as the member and staff see them", () => {
  it("lists the member's late fees with their invoice and credit note PDFs", () => {
    render(
      <MembershipLateFees
        fees={[
          fee(),
          fee({
            id: "f-2",
            number: "LC/26-27/000004",
            invoiceId: "i-4",
            status: "reversed",
            creditNoteId: "c-1",
            creditNoteNumber: "CN/26-27/000001",
          }),
        ]}
      />,
    );
    const [due, reversed] = within(screen.getByTestId("late-fees")).getAllByRole("listitem");
    expect(due).toHaveTextContent(
      "Late fee LC/26-27/000007 (PDF) on invoice LC/26-27/000002 · ₹141.60 · due",
    );
    expect(within(due!).getByRole("link")).toHaveAttribute("href", "/api/invoices/i-7");
    expect(
      within(reversed!).getByRole("link", { name: "Credit note CN/26-27/000001 (PDF)" }),
    ).toHaveAttribute("href", "/api/invoices/c-1");
  });

  it("lets staff reverse an unpaid fee with a reason, and shows a reversed one with its credit note", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ ok: true }) });
    render(
      <LateFeeRows
        fees={[
          fee(),
          fee({
            id: "f-2",
            holder: "Kabir Shah",
            status: "reversed",
            creditNoteNumber: "CN/26-27/000001",
            reversalReason: "Bank delay",
          }),
        ]}
      />,
    );
    const [due, reversed] = screen.getAllByTestId("staff-late-fee");
    expect(due).toHaveTextContent("₹141.60 · since Fri, 15 Jan 2027 · Due");
    expect(reversed).toHaveTextContent("Reversed by CN/26-27/000001: Bank delay");
    expect(within(reversed!).queryByRole("button")).toBeNull();
    await user.click(within(due!).getByRole("button", { name: "Reverse LC/26-27/000007" }));
    await user.type(screen.getByLabelText(/Reason/), "Bank delay on their side");
    await user.click(screen.getByRole("button", { name: "Reverse late fee" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/staff/membership-late-fees/f-1/reverse");
    expect(JSON.parse(String(init.body))).toEqual({ reason: "Bank delay on their side" });
  });
});
