import "server-only";

export type Window = {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
  /** The window's latest hit (ms since the epoch). */
  lastAt: number;
};

/**
 * Fixed-window counters held in memory, at most `maxKeys` of them. Windows share one length, so
 * the Map's insertion order is also their expiry order: expired windows are dropped from the
 * front, and when every window is live the oldest goes (its owner gets a fresh count, which
 * only happens to someone when more than `maxKeys` clients are counted at once).
 */
export class WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly options: { windowMs: number; maxKeys: number; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The live window of `key`, or undefined. */
  get(key: string): Readonly<Window> | undefined {
    const window = this.windows.get(key);
    return window && window.resetAt > this.now() ? window : undefined;
  }

  /** Adds one to `key`'s window (a new one if none is live) and returns it. */
  hit(key: string): Readonly<Window> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.options.windowMs, lastAt: now };
      this.windows.delete(key);
      this.windows.set(key, window);
      this.prune(now);
    }
    window.count += 1;
    window.lastAt = now;
    return window;
  }

  delete(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt > now && this.windows.size <= this.options.maxKeys) return;
      this.windows.delete(key);
    }
  }
}

/**
 * Fixed windows of one length, wherever they are kept: in this process's memory
 * (`memoryWindows`), or in the database that every process shares (lib/http/shared-windows.ts).
 */
export interface Windows {
  /** The live window of `key`, or undefined. */
  get(key: string): Promise<Readonly<Window> | undefined>;
  /** Adds one to `key`'s window (a new one if none is live) and returns it. */
  hit(key: string): Promise<Readonly<Window>>;
  delete(key: string): Promise<void>;
}

export type WindowOptions = { windowMs: number; maxKeys: number; now?: () => number };

/** Windows in this process's memory: the embedded database's one process, and Supabase mode. */
export function memoryWindows(options: WindowOptions): Windows {
  const counter = new WindowCounter(options);
  return {
    get: async (key) => counter.get(key),
    hit: async (key) => counter.hit(key),
    delete: async (key) => counter.delete(key),
  };
}

/** Whole seconds until `resetAt`, at least 1: the Retry-After of a refusal. */
export function secondsUntil(resetAt: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
