import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import StaffPaymentsPage from "@/app/(staff)/staff/payments/page";
import type { Reconciliation, UnappliedPayment } from "@/lib/payments";

/**
 * Issue 36: the staff reconciliation page shows the three totals from the books and from the
 * gateway's records side by side, says whether they balance, and lists each unapplied payment
 * with its refund. Its data (tested against the database in the memberships suites) is given.
 */
const totals: Reconciliation = {
  from: "2026-12-01",
  to: "2026-12-31",
  ledger: { captured: 5_485_162, applied: 2_742_581, refunded: 2_742_581 },
  books: { captured: 5_485_162, applied: 2_742_581, refunded: 2_742_581 },
};
const unapplied: UnappliedPayment[] = [
  {
    paymentId: "pay_Late0001",
    orderId: "order_Old0001",
    amount: 2_742_581,
    capturedAt: "2026-12-18T05:00:00.000Z",
    subject: "membership",
    subjectId: "m-1",
    reason: "invoice paid already (online)",
    invoiceNumber: "LC/26-27/000004",
    refund: { id: "rfnd_0001", status: "processed" },
  },
];
const reconcile = jest.fn(async (_from: string, _to: string) => totals);

jest.mock("@/lib/staff/access", () => ({ requireStaffPage: jest.fn(async () => ({})) }));
jest.mock("@/lib/payments", () => ({
  RECONCILIATION_FIGURES: jest.requireActual("@/lib/payments/reconciliation-csv")
    .RECONCILIATION_FIGURES,
  reconcilePayments: (from: string, to: string) => reconcile(from, to),
  listUnappliedPayments: jest.fn(async () => unapplied),
}));

const page = (query: Record<string, string>) =>
  StaffPaymentsPage({ searchParams: Promise.resolve(query) });

describe("staff payments reconciliation page", () => {
  it("shows the books and the gateway's records equal, and each unapplied payment's refund", async () => {
    render(await page({ from: "2026-12-01", to: "2026-12-31" }));
    expect(reconcile).toHaveBeenCalledWith("2026-12-01", "2026-12-31");
    expect(screen.getByTestId("reconciliation-captured")).toHaveTextContent(
      "Captured₹54,851.62₹54,851.62",
    );
    expect(screen.getByTestId("reconciliation-applied")).toHaveTextContent(
      "Applied to invoices and deposits₹27,425.81₹27,425.81",
    );
    expect(screen.getByTestId("reconciliation-refunded")).toHaveTextContent(
      "Refunded or under way₹27,425.81₹27,425.81",
    );
    expect(screen.getByTestId("reconciliation-state")).toHaveTextContent("Balanced");
    const row = screen.getByTestId("unapplied-payment");
    expect(row).toHaveTextContent("₹27,425.81 · LC/26-27/000004");
    expect(row).toHaveTextContent("invoice paid already (online) · pay_Late0001");
    expect(row).toHaveTextContent("Refund processed (rfnd_0001)");
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/staff/payments/reconciliation.csv?from=2026-12-01&to=2026-12-31",
    );
  });

  it("says so when the books and the gateway's records differ", async () => {
    reconcile.mockResolvedValueOnce({
      ...totals,
      books: { ...totals.books, applied: 2_742_580, captured: 5_485_161 },
    });
    render(await page({ from: "2026-12-01", to: "2026-12-31" }));
    expect(screen.getByTestId("reconciliation-state")).toHaveTextContent(
      "Not balanced: tell the developers",
    );
  });
});
