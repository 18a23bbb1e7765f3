import "server-only";
import type { OutboxStatus } from "@/lib/mail/outbox-store";
import { deliverDueMessages, type DeliveryReport } from "@/lib/mail/outbox-worker";
import { getMailSetup } from "@/lib/mail/select";
import { MAIL_RETENTION_DAYS } from "@/lib/mail/retention-rules";
import { listMail, readMail, type MailMessage, type MailSummary } from "@/lib/mail/sent-mail";
import { ageOutMailFiles, forgetMailFiles, type MailSource } from "@/lib/mail/stored-mail";

export type { DeliveryReport, MailMessage, MailSource, MailSummary, OutboxStatus };
export type { FailedMessage } from "@/lib/mail/outbox-store";

let running: Promise<DeliveryReport> | undefined;

/**
 * One pass over the outbox. Passes in one process never overlap (a pass still running is
 * joined); across processes the database's claims keep them apart.
 */
export function deliverOutbox(): Promise<DeliveryReport> {
  running ??= deliverEveryOutbox().finally(() => {
    running = undefined;
  });
  return running;
}

async function deliverEveryOutbox(): Promise<DeliveryReport> {
  const { mailer, outboxes, addresses } = getMailSetup();
  const total: DeliveryReport = { sent: 0, failed: 0, reminders: 0 };
  for (const outbox of outboxes) {
    const report = await deliverDueMessages(outbox, mailer, { addresses });
    total.sent += report.sent;
    total.failed += report.failed;
    total.reminders += report.reminders;
  }
  return total;
}

/**
 * The in-server worker of the embedded mode: a pass every `intervalMs`, started once per process
 * from `instrumentation.ts`. Hosted deployments call `POST /api/cron/outbox` instead (or too).
 */
export function startOutboxWorker(
  intervalMs: number,
  /** Other modules' scheduled messages (tour reminders), owed before each pass delivers. */
  beforePass: () => Promise<unknown> = async () => undefined,
): void {
  const flag = globalThis as { __lotusOutboxWorker?: boolean };
  if (flag.__lotusOutboxWorker) return;
  flag.__lotusOutboxWorker = true;
  const tick = () =>
    beforePass()
      .then(deliverOutbox)
      .catch((error: unknown) =>
        console.error("[mail] outbox pass failed:", error instanceof Error ? error.message : error),
      );
  setInterval(tick, intervalMs).unref();
  void tick();
}

/**
 * What every outbox of this server holds for the staff console: how many messages wait, and the
 * newest `limit` given up on after 24 hours of retries.
 */
export async function getOutboxStatus(limit: number): Promise<OutboxStatus> {
  const all = await Promise.all(getMailSetup().outboxes.map((outbox) => outbox.status(limit)));
  return {
    pending: all.reduce((sum, status) => sum + status.pending, 0),
    failed: all.flatMap((status) => status.failed).slice(0, limit),
  };
}

/**
 * The messages the file mailer wrote, newest first; null when mail goes out over SMTP, which
 * keeps no copies.
 */
export async function listSentMail(): Promise<MailSummary[] | null> {
  const { mailer, mailFolder } = getMailSetup();
  return mailer.kind === "files" ? listMail(mailFolder) : null;
}

/** One message the file mailer wrote, by its id; null when there is none (or mail goes by SMTP). */
export async function readSentMail(id: string): Promise<MailMessage | null> {
  const { mailer, mailFolder } = getMailSetup();
  return mailer.kind === "files" ? readMail(mailFolder, id) : null;
}

/**
 * Deletes the stored copies (.eml files) of these outbox messages: the purge of a visitor takes
 * the e-mails that carried their details (issue 39). The outbox rows are the owner's to delete.
 */
export async function forgetStoredMail(sources: MailSource[]): Promise<number> {
  return forgetMailFiles(getMailSetup().mailFolder, sources);
}

/**
 * Stored mail ages out as the privacy policy says: outbox rows sent or given up on, and .eml
 * files, older than MAIL_RETENTION_DAYS at `now`. Answers how many rows and files went.
 */
export async function ageOutStoredMail(now: Date): Promise<{ messages: number; files: number }> {
  const { outboxes, mailFolder } = getMailSetup();
  const rows = await Promise.all(
    outboxes.map((outbox) => outbox.purgeOld(now, MAIL_RETENTION_DAYS)),
  );
  const files = await ageOutMailFiles(mailFolder, now, MAIL_RETENTION_DAYS);
  return { messages: rows.reduce((sum, n) => sum + n, 0), files };
}
