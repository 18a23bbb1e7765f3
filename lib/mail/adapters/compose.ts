import "server-only";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { isSingleEmailAddress } from "@/lib/mail/single-address";
import type { OutgoingMail } from "@/lib/mail/types";

/**
 * Our message in nodemailer's shape. nodemailer encodes every header itself (RFC 2047 for names
 * and subjects), and we strip line breaks from header values first, so a name or subject
 * carrying CR/LF can never add a header: injection is impossible by construction. The recipient
 * is exactly one bare address (nodemailer would read a list or a group as several): anything
 * else is refused, and the outbox records the failure.
 *
 * Every message the site sends is written by the site, never by a person, so each says so
 * (RFC 3834 `Auto-Submitted: auto-generated`): a vacation responder or another robot must not
 * answer it, which keeps two robots from mailing each other in a loop.
 */
export function toNodemailer(mail: OutgoingMail): SendMailOptions {
  const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
  if (!isSingleEmailAddress(mail.to)) {
    throw new Error("Refused to send: the recipient is not exactly one address.");
  }
  return {
    from: oneLine(mail.from),
    to: oneLine(mail.to),
    subject: oneLine(mail.subject),
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((a) => ({ ...a, filename: oneLine(a.filename) })),
    headers: { "Auto-Submitted": "auto-generated" },
    ...(mail.calendar
      ? {
          icalEvent: {
            method: mail.calendar.method,
            filename: oneLine(mail.calendar.filename),
            content: mail.calendar.content,
          },
        }
      : {}),
  };
}
