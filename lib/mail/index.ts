import "server-only";
import { getMailSetup } from "@/lib/mail/select";
import { deliverDueMessages, type DeliveryReport } from "@/lib/mail/outbox-worker";

export type { DeliveryReport };

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
export function startOutboxWorker(intervalMs: number): void {
  const flag = globalThis as { __lotusOutboxWorker?: boolean };
  if (flag.__lotusOutboxWorker) return;
  flag.__lotusOutboxWorker = true;
  const tick = () =>
    deliverOutbox().catch((error: unknown) =>
      console.error("[mail] outbox pass failed:", error instanceof Error ? error.message : error),
    );
  setInterval(tick, intervalMs).unref();
  void tick();
}
