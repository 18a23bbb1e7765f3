import "server-only";
import { createTransport } from "nodemailer";
import { toNodemailer } from "@/lib/mail/adapters/compose";
import type { Mailer } from "@/lib/mail/port";

/** Delivery over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`) with nodemailer. */
export function createSmtpMailer(smtpUrl: string, { timeoutMs = 15_000 } = {}): Mailer {
  const url = new URL(smtpUrl);
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A plain smtp:// URL to localhost (a test server, a local relay) may lack STARTTLS.
    ignoreTLS: url.protocol === "smtp:" && url.searchParams.get("starttls") !== "required",
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail(toNodemailer(mail));
    },
  };
}
