import "server-only";
import type { OutboxStore } from "@/lib/mail/outbox-store";
import type { Mailer } from "@/lib/mail/port";
import { MailPayloadError } from "@/lib/mail/payloads";
import { parseOwedMessage, renderMessage } from "@/lib/mail/templates";

export type DeliveryReport = { sent: number; failed: number; reminders: number };

type Options = {
  addresses: { from: string; staffAlertTo: string };
  /** Messages taken per claim. */
  batch?: number;
  /** How long a claim holds: longer than one send may take, so two workers never overlap. */
  leaseSeconds?: number;
};

/** Why a send failed, in one line without personal data (addresses stay in the row itself). */
const reason = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error))
    .replace(/[\r\n]+/g, " ")
    .replace(/[^\s<>@]+@[^\s<>@]+/g, "<address>")
    .slice(0, 300);

/**
 * One pass of the outbox: owe the due reminders, then claim and send every due message, each
 * marked sent as soon as the transport accepted it. A crash between the send and the mark is the
 * only way a message goes twice (its claim lapses and it is sent again); a failure is retried
 * with back-off by the SQL rules and given up after 24 hours.
 */
export async function deliverDueMessages(
  store: OutboxStore,
  mailer: Mailer,
  { addresses, batch = 20, leaseSeconds = 120 }: Options,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, reminders: await store.oweReminders() };
  for (;;) {
    const claimed = await store.claim(batch, leaseSeconds);
    for (const owed of claimed) {
      try {
        await mailer.send({
          ...(await renderMessage(parseOwedMessage(owed), addresses)),
          source: { template: owed.template, sourceId: owed.sourceId },
        });
      } catch (error) {
        // A payload that does not parse fails like a send (retried, then shown to staff), and is
        // logged: no retry mends it. The log names the template and the fields, never values.
        if (error instanceof MailPayloadError) {
          console.error(`[mail] outbox message ${owed.id} cannot be sent: ${reason(error)}`);
        }
        report.failed++;
        await store.markFailed(owed.id, reason(error));
        continue;
      }
      await store.markSent(owed.id);
      report.sent++;
    }
    if (claimed.length < batch) return report;
  }
}
