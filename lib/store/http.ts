import "server-only";
import { describeFailure } from "@/lib/http";

/**
 * The `{message}` of 'Error loading products: {message}' (or '… product: …') when a store page
 * fails on the server: the words the route handlers give the browser for the same failure
 * (lib/http/status.ts), so the page reads the same whichever side rendered it. Anything untyped
 * is logged and shown as the spec's fallback, never as an internal message.
 */
export function storeFailureMessage(error: unknown): string {
  const failure = describeFailure(error);
  if (!failure || failure.log) console.error("[store]", error);
  return failure?.message ?? "";
}
