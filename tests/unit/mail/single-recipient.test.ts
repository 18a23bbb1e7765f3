/** @jest-environment node */
import { toNodemailer } from "@/lib/mail/adapters/compose";
import type { OutgoingMail } from "@/lib/mail/types";

// Issue 24 item 3: the mailer sends a message to exactly one address, whatever the outbox holds.
const mail = (to: string): OutgoingMail => ({
  from: "Lotus Club <club@example.in>",
  to,
  subject: "Your booking",
  text: "Hello",
  html: "<p>Hello</p>",
});

describe("composing a message for nodemailer", () => {
  it.each([
    "a@x.in, b@y.in",
    "a@x.in; c@z.in",
    "a@x.in b@y.in",
    "club: a@x.in, b@y.in;",
    "Asha <a@x.in>, b@y.in",
    '"a@x.in" b@y.in',
    "a@x.in\r\nb@y.in",
    "",
    "not-an-address",
  ])("refuses anything but exactly one address: %p", (to) => {
    expect(() => toNodemailer(mail(to))).toThrow("exactly one address");
  });

  it("takes one plain address", () => {
    expect(toNodemailer(mail("asha.verma+desk@example.co.in")).to).toBe(
      "asha.verma+desk@example.co.in",
    );
  });
});
