import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import StaffMailMessagePage from "@/app/(staff)/staff/mail/[id]/page";

/**
 * Issue 24 item 9: the staff Mail page (embedded mode, no SMTP) showed members' live reset and
 * verification links, so staff could take over a member's account. The page is rendered with the
 * message a file mailer wrote; the .eml file itself is not touched.
 */
const RESET_TOKEN = "Q3x5nA0hO-LrBDpTWEtvmbMDhIvw5Xk5BmVh6iNapdg";
const VERIFY_TOKEN = "WtG4gAd06Yzvu7cY-i1X0_3EARtei82s00JKpO4CHiU";
const text = [
  "Reset your password",
  `Choose a new password: http://localhost:3000/auth/reset?token=${RESET_TOKEN}`,
  `Or confirm your email <http://localhost:3000/auth/verify?token=${VERIFY_TOKEN}>.`,
  "Your booking on 3 December is confirmed: http://localhost:3000/dashboard?tab=bookings",
].join("\n");

jest.mock("@/lib/staff/access", () => ({ requireStaffPage: jest.fn(async () => ({})) }));
jest.mock("@/lib/mail", () => ({
  readSentMail: jest.fn(async (id: string) => ({
    id,
    to: "asha@example.com",
    subject: "Reset your Lotus Club password",
    date: "2026-11-24T05:00:00.000Z",
    text,
    attachments: [],
  })),
}));
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("not found");
  },
}));

describe("staff Mail page: one message (issue 24 item 9)", () => {
  it("shows the message without the account links' tokens", async () => {
    render(await StaffMailMessagePage({ params: Promise.resolve({ id: "20261124-abc.eml" }) }));
    const body = screen.getByTestId("mail-text");
    expect(body.textContent).not.toContain(RESET_TOKEN);
    expect(body.textContent).not.toContain(VERIFY_TOKEN);
    expect(document.body.textContent).not.toContain(RESET_TOKEN);
    expect(document.body.textContent).not.toContain(VERIFY_TOKEN);
    // The rest of the message is as written: staff still see what was sent, and to whom.
    expect(body).toHaveTextContent("http://localhost:3000/auth/reset?token=");
    expect(body).toHaveTextContent("http://localhost:3000/dashboard?tab=bookings");
    expect(screen.getByTestId("mail-subject")).toHaveTextContent("Reset your Lotus Club password");
  });
});
