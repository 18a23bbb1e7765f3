import "server-only";
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
 * The process's queue: two hashes of 128 MiB each at a time, leaving two pool threads for files,
 * and 16 waiting (a few seconds' worth); a flood beyond that is refused at once.
 */
export const passwordHashQueue = createHashQueue({ concurrency: 2, maxWaiting: 16 });
