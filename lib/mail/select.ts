import "server-only";
import path from "node:path";
import { getServerConfig, type ServerConfig } from "@/lib/config";
import { createEmlFileMailer } from "@/lib/mail/adapters/eml-files";
import { createSmtpMailer } from "@/lib/mail/adapters/smtp";
import {
  createEmbeddedOutboxStore,
  createSupabaseOutboxStore,
  type OutboxStore,
} from "@/lib/mail/outbox-store";
import { getDatabase, getSupabaseService } from "@/lib/db";
import type { Mailer } from "@/lib/mail/port";

export type MailSetup = {
  mailer: Mailer;
  /**
   * Every outbox this server delivers: the data backend's (none in connected mode without
   * SUPABASE_SERVICE_ROLE_KEY), and the embedded database's too when Supabase holds the data but
   * the embedded store takes the orders (their e-mails are owed where the orders are written).
   */
  outboxes: OutboxStore[];
  addresses: { from: string; staffAlertTo: string };
  /** Where the file mailer writes, for the staff console's Mail list. */
  mailFolder: string;
};

let setup: MailSetup | undefined;

function outboxStores({ mode }: ServerConfig): OutboxStore[] {
  const embedded = createEmbeddedOutboxStore(getDatabase);
  if (mode.data === "embedded") return [embedded];
  const admin = getSupabaseService();
  return [
    ...(admin ? [createSupabaseOutboxStore(() => admin)] : []),
    ...(mode.store === "embedded" ? [embedded] : []),
  ];
}

/** The one place that picks the mailer and the outbox, reading the configuration once. */
export function getMailSetup(): MailSetup {
  if (setup) return setup;
  const config = getServerConfig();
  const mailFolder = path.join(config.dataDir, "mail");
  setup = {
    mailer: config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl)
      : createEmlFileMailer(mailFolder),
    outboxes: outboxStores(config),
    addresses: { from: config.mail.from, staffAlertTo: config.mail.staffAlertTo },
    mailFolder,
  };
  return setup;
}
