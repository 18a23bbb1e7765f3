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
  const { mailer, outbox, addresses } = getMailSetup();
  if (!outbox) return Promise.resolve({ sent: 0, failed: 0, reminders: 0 });
  running ??= deliverDueMessages(outbox, mailer, { addresses }).finally(() => {
    running = undefined;
  });
  return running;
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
