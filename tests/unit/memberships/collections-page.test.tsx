import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MembershipInvoices } from "@/app/(account)/dashboard/_components/membership-invoices";
import { AgedDebtorsTable } from "@/app/(staff)/staff/collections/_components/aged-debtors-table";
import { OverdueTable } from "@/app/(staff)/staff/collections/_components/overdue-table";
import {
  TdsOutstandingTable,
  TdsRates,
} from "@/app/(staff)/staff/collections/_components/tds-section";
import type { StaffCollectionsView } from "@/lib/memberships/collections-view";
import { invoice, view } from "./ui-fixtures";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** A table row's header and data cells, as read. */
const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent);

describe("the staff page Collections", () => {
  it("lists overdue memberships with their days overdue, invoices and amount", () => {
    render(
      <OverdueTable
        overdue={[
          {
            membershipId: "m-1",
            holder: "Asha Verma",
            daysOverdue: 92,
            invoices: 4,
            amount: 2_832_000,
            lateFee: 0,
          },
          {
            membershipId: "m-2",
            holder: "Kabir Shah",
            daysOverdue: 2,
            invoices: 1,
            amount: 708_000,
            lateFee: 0,
          },
        ]}
      />,
    );
    const rows = screen.getAllByTestId("overdue-membership");
    expect(rows.map(cells)).toEqual([
      ["Asha Verma", "92", "4", "₹28,320"],
      ["Kabir Shah", "2", "1", "₹7,080"],
    ]);
    expect(screen.queryByText("Late fee")).toBeNull();
  });

  it("shows the late fee column only when an offer stated one", () => {
    render(
      <OverdueTable
        overdue={[
          {
            membershipId: "m-1",
            holder: "Asha Verma",
            daysOverdue: 10,
            invoices: 1,
            amount: 708_000,
            lateFee: 14_160,
          },
        ]}
      />,
    );
    expect(screen.getByRole("columnheader", { name: "Late fee" })).toBeInTheDocument();
    expect(cells(screen.getByTestId("overdue-membership"))).toEqual([
      "Asha Verma",
      "10",
      "1",
      "₹7,080",
      "₹141.60",
    ]);
  });

  it("tables aged debtors by 0-30, 31-60, 61-90 and 90+ days with their totals", () => {
    const aged: StaffCollectionsView["aged"] = {
      rows: [
        {
          membershipId: "m-1",
          holder: "Asha Verma",
          "0-30": 708_000,
          "31-60": 708_000,
          "61-90": 708_000,
          "90+": 708_000,
          total: 2_832_000,
        },
        {
          membershipId: "m-2",
          holder: "Kabir Shah",
          "0-30": 708_000,
          "31-60": 0,
          "61-90": 0,
          "90+": 0,
          total: 708_000,
        },
      ],
      totals: {
        "0-30": 1_416_000,
        "31-60": 708_000,
        "61-90": 708_000,
        "90+": 708_000,
        total: 3_540_000,
      },
    };
    render(<AgedDebtorsTable aged={aged} />);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Debtor",
      "0-30 days",
      "31-60 days",
      "61-90 days",
      "90+ days",
      "Total",
    ]);
    expect(cells(screen.getByTestId("aged-totals"))).toEqual([
      "Total",
      "₹14,160",
      "₹7,080",
      "₹7,080",
      "₹7,080",
      "₹35,400",
    ]);
  });

  it("lists the TDS receivable outstanding by membership and quarter, and records its certificate", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ ok: true }) });
    render(
      <TdsOutstandingTable
        outstanding={[
          {
            membershipId: "m-9",
            holder: "Kestrel Labs Pvt Ltd",
            quarter: "2026-27 Q4",
            deducted: 360_000,
            certified: 0,
            outstanding: 360_000,
          },
        ]}
      />,
    );
    const row = screen.getByTestId("tds-outstanding");
    expect(row).toHaveTextContent("Kestrel Labs Pvt Ltd2026-27 Q4₹3,600₹0₹3,600");
    await user.click(
      within(row).getByRole("button", {
        name: "Record certificate Kestrel Labs Pvt Ltd, 2026-27 Q4",
      }),
    );
    const dialog = screen.getByRole("dialog", { name: "Record a TDS certificate" });
    await user.type(within(dialog).getByLabelText(/Certificate number/), "KSTRL16A0427");
    await user.click(within(dialog).getByRole("button", { name: "Record certificate" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/staff/memberships/m-9/tds-certificates");
    expect(JSON.parse(String(init.body))).toEqual({
      quarter: "2026-27 Q4",
      amount: 360_000,
      certificateNumber: "KSTRL16A0427",
    });
  });

  it("marks a membership as deducting TDS at its rate", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ ok: true }) });
    render(
      <TdsRates
        memberships={[
          { id: "m-9", holder: "Kestrel Labs Pvt Ltd", status: "active", tdsRateBp: 0 },
          { id: "m-8", holder: "Zen Works", status: "active", tdsRateBp: 1000 },
        ]}
      />,
    );
    const [kestrel, zen] = screen.getAllByTestId("tds-rate");
    expect(kestrel).toHaveTextContent("Kestrel Labs Pvt Ltd · no TDS");
    expect(zen).toHaveTextContent("Zen Works · deducts TDS at 10 %");
    await user.click(
      within(kestrel!).getByRole("button", { name: "Set TDS Kestrel Labs Pvt Ltd" }),
    );
    await user.click(screen.getByRole("button", { name: "Save rate" }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/staff/memberships/m-9/tds");
    expect(JSON.parse(String(init.body))).toEqual({ ratePercent: 10 });
  });
});

describe("the dashboard's invoices with TDS", () => {
  it("shows the TDS receivable beside the net amount due", () => {
    const tds = invoice({
      status: "due",
      paidAt: null,
      paymentMethod: null,
      deposit: 0,
      invoiceTotal: 2_124_000,
      tds: 180_000,
      amountDue: 1_944_000,
    });
    render(<MembershipInvoices view={view({ invoices: [tds] })} />);
    expect(screen.getByTestId("membership-invoice-tds")).toHaveTextContent(
      "TDS receivable ₹1,800 · you pay the total less the TDS you deduct",
    );
    expect(screen.getByTestId("membership-invoice")).toHaveTextContent("₹19,440");
  });
});
