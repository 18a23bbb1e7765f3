/** @jest-environment node */
import { composeMessage } from "@/lib/mail/templates";

const addresses = { from: "Lotus Club <hello@lotusclub.in>", staffAlertTo: "desk@lotusclub.in" };
const link = "http://localhost:3000/auth/verify?token=abc";

describe("account e-mails", () => {
  it("the verification e-mail carries its link and how long it works", async () => {
    const mail = await composeMessage(
      {
        template: "email-verification",
        recipient: "asha@example.in",
        payload: { name: "Asha Verma", link, expires_in_hours: 24 },
      },
      addresses,
    );
    expect(mail.to).toBe("asha@example.in");
    expect(mail.subject).toBe("Confirm your email for Lotus Club");
    expect(mail.text).toContain("Confirm your email, Asha");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("The link works once, for 24 hours.");
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("an address that already has an account hears someone tried, with a reset link for an hour", async () => {
    const reset = "http://localhost:3000/auth/reset?token=xyz";
    const mail = await composeMessage(
      {
        template: "account-exists",
        recipient: "asha@example.in",
        payload: { name: null, link: reset, expires_in_hours: 1 },
      },
      addresses,
    );
    expect(mail.subject).toBe("You already have a Lotus Club account");
    expect(mail.text).toContain("It already has an account, so nothing was changed.");
    expect(mail.text).toContain("it works once, for an hour");
    expect(mail.text).toContain(reset);
  });
});
