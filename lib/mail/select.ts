import "server-only";
import path from "node:path";
import { getServerConfig } from "@/lib/config";
import { getEmbeddedDatabase } from "@/lib/data/embedded/database";
import { createEmlFileMailer } from "@/lib/mail/adapters/eml-files";
import { createSmtpMailer } from "@/lib/mail/adapters/smtp";
import { createEmbeddedOutboxStore, type OutboxStore } from "@/lib/mail/outbox-store";
import type { Mailer } from "@/lib/mail/port";

export type MailSetup = {
  mailer: Mailer;
  /** Null where this server cannot reach the outbox (connected mode: see README, E-mail). */
  outbox: OutboxStore | null;
  addresses: { from: string; staffAlertTo: string };
  /** Where the file mailer writes, for the staff console's Mail list. */
  mailFolder: string;
};

let setup: MailSetup | undefined;

/** The one place that picks the mailer and the outbox, reading the configuration once. */
export function getMailSetup(): MailSetup {
  if (setup) return setup;
  const config = getServerConfig();
  const mailFolder = path.join(config.dataDir, "mail");
  setup = {
    mailer: config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl)
      : createEmlFileMailer(mailFolder),
    outbox:
      config.mode.data === "embedded"
        ? createEmbeddedOutboxStore(() => getEmbeddedDatabase(config.dataDir))
        : null,
    addresses: { from: config.mail.from, staffAlertTo: config.mail.staffAlertTo },
    mailFolder,
  };
  return setup;
}
