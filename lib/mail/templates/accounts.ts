import "server-only";
import type { MailContent } from "@/lib/mail/layout";
import type { AccountLink } from "@/lib/mail/types";
import { site } from "@/lib/site";
import { firstName } from "./enquiries";

/** How long the link the adapter made (lib/auth's embedded adapter) works. */
const lifetime = ({ expiresInHours: hours }: AccountLink) =>
  hours === 1 ? "an hour" : `${hours} hours`;

export function emailVerification(payload: AccountLink): MailContent {
  return {
    subject: `Confirm your email for ${site.name}`,
    heading: `Confirm your email, ${firstName(payload.name)}`,
    paragraphs: [
      `Thanks for signing up to ${site.name}. Confirm this is your address to start booking meeting rooms and the podcast studio.`,
      `The link works once, for ${lifetime(payload)}. If you did not sign up, ignore this e-mail: no account is used without it.`,
    ],
    action: { label: "Confirm my email", url: payload.link },
  };
}

/** Sent instead of a verification when someone signs up with an address that has an account. */
export function accountExists(payload: AccountLink): MailContent {
  return {
    subject: `You already have a ${site.name} account`,
    heading: "You already have an account",
    paragraphs: [
      `Someone, perhaps you, just tried to sign up to ${site.name} with this address. It already has an account, so nothing was changed.`,
      `If it was you and you have forgotten your password, choose a new one with the link below (it works once, for ${lifetime(payload)}). If it was not you, ignore this e-mail.`,
    ],
    action: { label: "Choose a new password", url: payload.link },
  };
}

export function passwordReset(payload: AccountLink): MailContent {
  return {
    subject: `Reset your ${site.name} password`,
    heading: "Reset your password",
    paragraphs: [
      `We received a request to reset the password of your ${site.name} account. The link works once, for ${lifetime(payload)}, and signs out every other device.`,
      "If you did not ask for it, ignore this e-mail: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url: payload.link },
  };
}
