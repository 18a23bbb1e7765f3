/** @jest-environment node */
import { membershipInvoice, membershipOffer } from "@/lib/mail/templates/memberships";
import { membershipRecord } from "@/lib/mail/payloads/memberships";
import type { MailMembership, MailMembershipInvoice } from "@/lib/mail/types";

/** February's invoice of a two-seat office whose company deducts 10 % TDS (₹1,800). */
const FEBRUARY: MailMembershipInvoice = {
  kind: "issued",
  membershipId: "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01",
  holderName: "Ravi Menon",
  plan: "managed-office",
  seats: 2,
  number: "LC/26-27/000140",
  periodStart: "2027-02-01",
  periodEnd: "2027-02-28",
  dueDate: "2027-02-05",
  invoiceTotal: 2_124_000,
  deposit: 0,
  amountDue: 1_944_000,
};

describe("collections e-mails", () => {
  it("asks for the net and names the TDS receivable", () => {
    expect(membershipInvoice(FEBRUARY).details).toEqual([
      ["Membership", "Managed Office, 2 seats"],
      ["Invoice", "LC/26-27/000140"],
      ["Rent with GST", "₹21,240"],
      ["TDS receivable", "₹1,800"],
      ["Amount due", "₹19,440"],
    ]);
  });

  it("reminds 10 and 20 days after the due date", () => {
    const ten = membershipInvoice({ ...FEBRUARY, kind: "late-10" });
    expect(ten.subject).toBe("10 days overdue: invoice LC/26-27/000140, ₹19,440");
    expect(ten.paragraphs).toEqual([
      "Invoice LC/26-27/000140 is now 10 days overdue: it was due on Fri, 5 Feb 2027. Please pay it today from your dashboard or at the front desk.",
    ]);
    const twenty = membershipInvoice({ ...FEBRUARY, kind: "late-20" });
    expect(twenty.subject).toBe("20 days overdue: invoice LC/26-27/000140, ₹19,440");
    expect(twenty.heading).toBe("A reminder about your invoice");
  });

  it("states the late fee in the offer e-mail only when the offer has one", () => {
    const row = {
      id: FEBRUARY.membershipId,
      plan: "dedicated-desk",
      seats: 1,
      term: "monthly",
      start_date: "2026-12-17",
      holder_name: "Asha Verma",
      monthly_rent_paise: 600_000,
      deposit_paise: 2_400_000,
    };
    const withFee: MailMembership = membershipRecord.parse({ ...row, late_fee_bp: 200 });
    const without: MailMembership = membershipRecord.parse({ ...row, late_fee_bp: null });
    const link = "http://localhost:3000/memberships/offer/abc";
    expect(membershipOffer({ membership: withFee, link }).details).toContainEqual([
      "Late fee",
      "A late fee of 2 % of an invoice's total (rent with GST) is charged once on an invoice still unpaid 10 days after its due date.",
    ]);
    expect(
      membershipOffer({ membership: without, link }).details?.map(([label]) => label),
    ).not.toContain("Late fee");
  });
});
