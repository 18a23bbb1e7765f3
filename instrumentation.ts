/**
 * On server start, open the data backend in the background, so the first visitor's enquiry
 * does not wait for the embedded database to open and migrate (several seconds on a cold disk),
 * start the outbox worker that delivers the e-mail the site owes, (payments online) the
 * sweep that frees the slots of unpaid holds, the memberships' billing run (every 15 minutes;
 * the database issues each period's invoice once, however many processes run it), and the
 * purge of personal data as the privacy policy says (lib/retention.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build")
    return;
  // First, before any request: rate limits key on the socket's address (lib/http/peer-stamp.ts).
  const { stampPeerAddresses } = await import("@/lib/http/peer-stamp");
  await stampPeerAddresses();
  const { pingData } = await import("@/lib/data");
  pingData().catch((error: unknown) => console.error("[startup] data backend not ready:", error));
  const { getServerConfig } = await import("@/lib/config");
  const { startOutboxWorker } = await import("@/lib/mail");
  const { oweTourReminders } = await import("@/lib/tours");
  startOutboxWorker(getServerConfig().mail.outboxIntervalMs, () => oweTourReminders(new Date()));
  const { startHoldSweeper } = await import("@/lib/payments/hold-sweep");
  startHoldSweeper(15_000);
  const { startRetentionPurge } = await import("@/lib/retention");
  startRetentionPurge();
  const { startBillingWorker } = await import("@/lib/memberships");
  startBillingWorker(15 * 60_000);
}
