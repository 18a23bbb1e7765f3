import "server-only";
import { getServerConfig } from "@/lib/config";
import { getPaymentLedger } from "@/lib/payments/ledger/select";

/**
 * Expires every payment hold past its time, freeing its slot; 0 when payments are at the desk.
 * (An expired hold already blocks nobody: inserts and the free-slot list ignore it. The sweep
 * makes the dashboard and the desk say so too.)
 */
export async function expirePaymentHolds(): Promise<number> {
  if (!getServerConfig().razorpay) return 0;
  return getPaymentLedger().expireHolds();
}

/** In the server (instrumentation.ts): a sweep every `intervalMs`, once per process. */
export function startHoldSweeper(intervalMs: number): void {
  const flag = globalThis as { __lotusHoldSweeper?: boolean };
  if (flag.__lotusHoldSweeper || !getServerConfig().razorpay) return;
  flag.__lotusHoldSweeper = true;
  const tick = () =>
    expirePaymentHolds().catch((error: unknown) =>
      console.error(
        "[payments] hold sweep failed:",
        error instanceof Error ? error.message : error,
      ),
    );
  setInterval(tick, intervalMs).unref();
}
