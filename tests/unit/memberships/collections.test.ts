import {
  ageBucketOf,
  agedDebtors,
  lateFeeOf,
  lateFeeTerms,
  overdueMemberships,
  type Receivable,
} from "@/lib/memberships/collections";

const owed = (
  holder: string,
  dueDate: string,
  amountDue: number,
  lateFeeBp: number | null = null,
): Receivable => ({
  membershipId: holder,
  holder,
  dueDate,
  amountDue,
  invoiceTotal: amountDue,
  lateFeeBp,
});

describe("collections", () => {
  it("ages by days past the due date: 0-30, 31-60, 61-90, 90+", () => {
    expect([0, 30, 31, 60, 61, 90, 91].map(ageBucketOf)).toEqual([
      "0-30",
      "0-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "90+",
    ]);
  });

  it("counts a debtor from the due date, not before, and totals each column", () => {
    const aged = agedDebtors(
      [
        // 31 days past due on 5 April: March (31 days) lies between.
        owed("Asha", "2027-03-05", 708_000),
        owed("Asha", "2027-01-05", 708_000),
        owed("Kabir", "2027-04-05", 2_124_000),
        owed("Kabir", "2027-04-10", 2_124_000),
      ],
      "2027-04-05",
    );
    expect(aged.rows).toEqual([
      {
        membershipId: "Kabir",
        holder: "Kabir",
        "0-30": 2_124_000,
        "31-60": 0,
        "61-90": 0,
        "90+": 0,
        total: 2_124_000,
      },
      {
        membershipId: "Asha",
        holder: "Asha",
        "0-30": 0,
        "31-60": 708_000,
        "61-90": 708_000,
        "90+": 0,
        total: 1_416_000,
      },
    ]);
    expect(aged.totals).toEqual({
      "0-30": 2_124_000,
      "31-60": 708_000,
      "61-90": 708_000,
      "90+": 0,
      total: 3_540_000,
    });
  });

  it("lists overdue memberships from the day after the due date, the longest overdue first", () => {
    const rows = overdueMemberships(
      [
        owed("Asha", "2027-01-05", 708_000, 200),
        owed("Asha", "2027-02-05", 708_000, 200),
        owed("Kabir", "2027-02-04", 2_124_000),
        owed("Meera", "2027-02-05", 708_000),
      ],
      "2027-02-05",
    );
    // Asha's January invoice is 31 days late: its 2 % late fee (₹141.60) applies; February's not yet.
    expect(rows).toEqual([
      {
        membershipId: "Asha",
        holder: "Asha",
        daysOverdue: 31,
        invoices: 1,
        amount: 708_000,
        lateFee: 14_160,
      },
      {
        membershipId: "Kabir",
        holder: "Kabir",
        daysOverdue: 1,
        invoices: 1,
        amount: 2_124_000,
        lateFee: 0,
      },
    ]);
  });

  it("charges no late fee unless the offer stated one", () => {
    expect(lateFeeOf(708_000, null)).toBe(0);
    expect(lateFeeOf(708_000, 200)).toBe(14_160);
    expect(lateFeeTerms(null)).toBeNull();
    expect(lateFeeTerms(150)).toBe(
      "A late fee of 1.5 % of an invoice's total (rent with GST) is charged once on an invoice still unpaid 10 days after its due date.",
    );
  });
});
