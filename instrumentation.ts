/**
 * On server start, first check the whole configuration (lib/config.ts): a bad or missing value
 * ends the process with a message naming the variable, before the server answers anyone. Then
 * open the data backend in the background, so the first visitor's enquiry does not wait for
 * the embedded database to open and migrate (several seconds on a cold disk), start the outbox
 * worker that delivers the e-mail the site owes, (payments online) the
 * sweep that frees the slots of unpaid holds, the memberships' billing run (every 15 minutes;
 * the database issues each period's invoice once, however many processes run it), and the
 * purge of personal data as the privacy policy says (lib/retention.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build")
    return;
  const { checkStartConfig, getServerConfig } = await import("@/lib/config");
  try {
    // The site URL named in full: a build that had it set inlined it (lib/public-env.ts), and
    // that inlined value is the one the pages and e-mails use.
    checkStartConfig({ ...process.env, NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL });
  } catch (error) {
    console.error(`[startup] ${error instanceof Error ? error.message : String(error)}`);
    console.error(
      "[startup] The server did not start. Fix the variable named above and start it again.",
    );
    process.exit(1);
  }
  // Before any request: rate limits key on the socket's address (lib/http/peer-stamp.ts).
  const { stampPeerAddresses } = await import("@/lib/http/peer-stamp");
  await stampPeerAddresses();
  const { pingData } = await import("@/lib/leads");
  pingData().catch((error: unknown) => console.error("[startup] data backend not ready:", error));
  const { startOutboxWorker } = await import("@/lib/mail");
  const { oweTourReminders } = await import("@/lib/tours");
  startOutboxWorker(getServerConfig().mail.outboxIntervalMs, () => oweTourReminders(new Date()));
  const { startHoldSweeper } = await import("@/lib/payments/hold-sweep");
  startHoldSweeper(15_000);
  const { startRetentionPurge } = await import("@/lib/retention");
  startRetentionPurge();
  const { startBillingWorker } = await import("@/lib/memberships");
  startBillingWorker(15 * 60_000);
  // Prepaid packs: the e-mail 7 days before one lapses, and its expiry row (each once).
  const { startPackExpiryWorker } = await import("@/lib/packs");
  startPackExpiryWorker(15 * 60_000);
}
