import "server-only";
import { availableParallelism } from "node:os";
import { RateLimitedError } from "@/lib/http/errors";

/**
 * At most `concurrency` password hashes at once, the rest waiting in line. scrypt runs on libuv's
 * thread pool (4 threads), which also reads the prerendered pages from disk: a sign-in flood that
 * took every thread would stall page rendering. Beyond `maxWaiting` the request is refused at
 * once (429) rather than queued for ever.
 */
export function createHashQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new RateLimitedError(1);
        // The finishing hash hands its slot straight to the next in line.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    get pending() {
      return { running, waiting: waiting.length };
    },
  };
}

/**
 * The process's queue: hashes of 128 MiB each, one fewer at a time than the machine has cores
 * (at least one, at most two of libuv's four threads), so pages always keep a core and file
 * threads; 16 wait (a few seconds' worth) and a flood beyond that is refused at once. Measured on
 * 2 cores: two at once let 50 parallel sign-ins push GET /'s p99 to about 1 s.
 */
export const passwordHashQueue = createHashQueue({
  concurrency: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxWaiting: 16,
});
