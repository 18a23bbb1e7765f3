/** @jest-environment node */
import {
  membershipInvoice,
  membershipInvoiceWithPdf,
  membershipNotice,
  membershipOffer,
} from "@/lib/mail/templates/memberships";
import type { MailMembership, MailMembershipInvoice } from "@/lib/mail/types";

const DESK: MailMembership = {
  id: "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01",
  plan: "dedicated-desk",
  seats: 1,
  term: "monthly",
  startDate: "2026-12-17",
  endDate: "2027-02-19",
  holderName: "Asha Verma",
  monthlyRent: 600_000,
  deposit: 2_400_000,
};

const FIRST: MailMembershipInvoice = {
  kind: "issued",
  membershipId: DESK.id,
  holderName: "Asha Verma",
  plan: "dedicated-desk",
  seats: 1,
  number: "LC/26-27/000001",
  periodStart: "2026-12-17",
  periodEnd: "2026-12-31",
  dueDate: "2026-12-17",
  invoiceTotal: 342_581,
  deposit: 2_400_000,
  amountDue: 2_742_581,
};

describe("membership e-mails", () => {
  it("offers the review link with the rent, GST and the untaxed deposit", () => {
    const mail = membershipOffer({
      membership: DESK,
      link: "http://localhost:3000/memberships/offer/abc",
    });
    expect(mail.subject).toBe("Your membership offer: Dedicated Desk, 1 seat");
    expect(mail.action).toEqual({
      label: "Review and accept",
      url: "http://localhost:3000/memberships/offer/abc",
    });
    expect(mail.details).toContainEqual(["Monthly rent", "₹6,000 + GST"]);
    expect(mail.details).toContainEqual(["Security deposit", "₹24,000 (refundable, no GST)"]);
  });

  it("sends the first invoice with the deposit beside it, then the due and late reminders", () => {
    const issued = membershipInvoice(FIRST);
    expect(issued.subject).toBe("Invoice LC/26-27/000001: ₹27,425.81 due Thu, 17 Dec 2026");
    expect(issued.details).toEqual([
      ["Membership", "Dedicated Desk, 1 seat"],
      ["Invoice", "LC/26-27/000001"],
      ["Rent with GST", "₹3,425.81"],
      ["Security deposit (no GST)", "₹24,000"],
      ["Amount due", "₹27,425.81"],
    ]);
    expect(membershipInvoice({ ...FIRST, kind: "due" }).subject).toBe(
      "Due today: invoice LC/26-27/000001, ₹27,425.81",
    );
    expect(membershipInvoice({ ...FIRST, kind: "late" }).subject).toBe(
      "Overdue: invoice LC/26-27/000001, ₹27,425.81",
    );
  });

  it("confirms notice with the end date", () => {
    expect(membershipNotice(DESK).subject).toBe(
      "Notice received: your membership ends on Fri, 19 Feb 2027",
    );
  });

  it("attaches no PDF when the payload carries no invoice (a reminder)", async () => {
    expect((await membershipInvoiceWithPdf(FIRST)).attachments).toEqual([]);
  });
});
