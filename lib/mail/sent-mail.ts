import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { listEmlFiles } from "@/lib/mail/adapters/eml-files";

/**
 * The file mailer's messages, read back for the staff console's Mail pages (the embedded mode
 * keeps every message it "sends" as an .eml file under DATA_DIR/mail).
 */

/** How many of the newest messages the Mail page lists. */
export const MAIL_LIST_SIZE = 100;

export type MailSummary = { id: string; date?: string; to: string; subject: string };
export type MailMessage = MailSummary & { text: string; attachments: string[] };

// Only names the file mailer writes: a stamp and a message id, so a request cannot leave the folder.
const EML_NAME = /^[A-Za-z0-9-]{1,120}\.eml$/;

const addresses = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : to ? [to] : []).map((a) => a.text).join(", ");

async function parse(id: string, raw: string): Promise<MailMessage> {
  const mail = await simpleParser(raw, { skipHtmlToText: false });
  return {
    id,
    date: mail.date?.toISOString(),
    to: addresses(mail.to),
    subject: mail.subject ?? "(no subject)",
    text: mail.text ?? "",
    attachments: mail.attachments.map((a) => a.filename ?? a.contentType),
  };
}

/** The file mailer's newest messages, newest first. */
export async function listMail(folder: string): Promise<MailSummary[]> {
  const files = await listEmlFiles(folder, MAIL_LIST_SIZE);
  return Promise.all(
    files.map(async ({ file, raw }) => {
      const { id, date, to, subject } = await parse(file, raw);
      return { id, date, to, subject };
    }),
  );
}

/** One message by its file name, or null when there is no such file. */
export async function readMail(folder: string, id: string): Promise<MailMessage | null> {
  if (!EML_NAME.test(id)) return null;
  const raw = await readFile(path.join(folder, id), "utf8").catch(() => null);
  return raw === null ? null : parse(id, raw);
}
