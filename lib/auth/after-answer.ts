import "server-only";
import { after } from "next/server";
import { describeForLog } from "@/lib/http/log-safe";

/**
 * Runs `task` once the answer has gone (Next's `after()`), so what it does cannot show in how
 * long the answer took: /api/auth/forgot answers an address with an account exactly as fast as
 * one without (issue 24 item 11). Outside a request (tests, scripts) it starts `task` at once
 * without waiting for it; `afterAnswerSettled()` waits for those. A failure is logged; the answer
 * has already said the same either way.
 */
export function afterAnswer(name: string, task: () => Promise<unknown>): void {
  const guarded = () =>
    task().catch((error: unknown) => {
      console.error(`[api] ${name} failed after answering:`, describeForLog(error));
    });
  try {
    after(guarded);
  } catch {
    const running = guarded();
    outsideRequests.add(running);
    void running.finally(() => outsideRequests.delete(running));
  }
}

const outsideRequests = new Set<Promise<unknown>>();

/** Resolves once every task started outside a request has finished (tests read what it wrote). */
export async function afterAnswerSettled(): Promise<void> {
  while (outsideRequests.size > 0) await Promise.all(outsideRequests);
}
