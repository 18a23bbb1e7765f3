import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import StaffMailMessagePage from "@/app/(staff)/staff/mail/[id]/page";

/**
 * Issue 39, trust 3: the Mail page hid `?token=` links but showed the membership offer's and the
 * tour's manage links, whose secret is a path segment: staff could accept a member's offer or
 * cancel a prospect's tour. Every secret is hidden, wherever it sits in the URL.
 */
const OFFER_TOKEN = "mR2xq0L7oVbN4sUe8tYkPj3cWf6hAzGd1iE5uQnBvXs";
const TOUR_TOKEN = "Tq9-hd3K_wX0pLmN5sVb7yRe2uJc8gFa4iOz6kYtWnE";
const IMPLICIT_TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";
const text = [
  `Review and accept your offer: http://localhost:3000/memberships/offer/${OFFER_TOKEN}`,
  `Change or cancel your tour <https://lotusclub.in/tours/${TOUR_TOKEN}>.`,
  `Signed in: https://lotusclub.in/auth/callback#access_token=${IMPLICIT_TOKEN}&type=magiclink`,
  "Your tours: https://lotusclub.in/contact?type=Tour",
].join("\n");

jest.mock("@/lib/staff/access", () => ({ requireStaffPage: jest.fn(async () => ({})) }));
jest.mock("@/lib/mail", () => ({
  readSentMail: jest.fn(async (id: string) => ({
    id,
    to: "asha@example.com",
    subject: "Your membership offer: Dedicated Desk",
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

describe("staff Mail page: secrets in a link's path or fragment (issue 39, trust 3)", () => {
  it("hides the offer's and the tour's tokens and a fragment's access token", async () => {
    render(await StaffMailMessagePage({ params: Promise.resolve({ id: "20261124-abc.eml" }) }));
    const body = screen.getByTestId("mail-text");
    for (const secret of [OFFER_TOKEN, TOUR_TOKEN, IMPLICIT_TOKEN]) {
      expect(document.body.textContent).not.toContain(secret);
    }
    expect(body).toHaveTextContent("http://localhost:3000/memberships/offer/[hidden]");
    expect(body).toHaveTextContent("https://lotusclub.in/tours/[hidden]>.");
    expect(body).toHaveTextContent("#access_token=[hidden]&type=magiclink");
    // Links without secrets are as written.
    expect(body).toHaveTextContent("https://lotusclub.in/contact?type=Tour");
  });
});
