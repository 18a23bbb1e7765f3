import "server-only";
import path from "node:path";
import { getServerConfig } from "@/lib/config";
import { getEmbeddedDatabase } from "@/lib/data/embedded/database";
import { createEmlFileMailer } from "@/lib/mail/adapters/eml-files";
import { createSmtpMailer } from "@/lib/mail/adapters/smtp";
import {
  createEmbeddedOutboxStore,
  createSupabaseOutboxStore,
  type OutboxStore,
} from "@/lib/mail/outbox-store";
import { getSupabaseAdmin } from "@/lib/supabase-admin";
import type { Mailer } from "@/lib/mail/port";

export type MailSetup = {
  mailer: Mailer;
  /** Null in connected mode without SUPABASE_SERVICE_ROLE_KEY: nothing here can read the outbox. */
  outbox: OutboxStore | null;
  addresses: { from: string; staffAlertTo: string };
  /** Where the file mailer writes, for the staff console's Mail list. */
  mailFolder: string;
};

let setup: MailSetup | undefined;

function outboxStore(mode: "embedded" | "supabase", dataDir: string): OutboxStore | null {
  if (mode === "embedded") return createEmbeddedOutboxStore(() => getEmbeddedDatabase(dataDir));
  const admin = getSupabaseAdmin();
  return admin ? createSupabaseOutboxStore(() => admin) : null;
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
    outbox: outboxStore(config.mode.data, config.dataDir),
    addresses: { from: config.mail.from, staffAlertTo: config.mail.staffAlertTo },
    mailFolder,
  };
  return setup;
}
