import "server-only";
import {
  createRateLimit,
  RateLimitedError,
  secondsUntil,
  sharedWindows,
  type WindowOptions,
  type Windows,
} from "@/lib/http";

/** Per client address: how many sign-in, sign-up and sign-out requests, whatever the account. */
export const signInClientLimit = createRateLimit({
  keyPrefix: "auth-signin",
  points: 50,
  durationSeconds: 600,
});
export const signUpClientLimit = createRateLimit({
  keyPrefix: "auth-signup",
  points: 30,
  durationSeconds: 600,
});
/** Verification and reset links: asking for them, and spending them (guessing is hopeless: 256 bits). */
export const accountLinkClientLimit = createRateLimit({
  keyPrefix: "auth-links",
  points: 20,
  durationSeconds: 600,
});
export const signOutClientLimit = createRateLimit({
  keyPrefix: "auth-signout",
  points: 60,
  durationSeconds: 60,
});

const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 10_000;

export type SignInThrottleOptions = {
  /** Wrong passwords one address may try on one account per 15 minutes. */
  pairFailures: number;
  /** Wrong passwords on one account, from anywhere, before each try has to wait. */
  freeAccountFailures: number;
  /** The longest wait between tries on one account, however many failures. */
  maxDelayMs: number;
  now?: () => number;
  /**
   * Where the failures are counted (`name` tells the two counts apart): by default where every
   * process of the app sees them (lib/http/shared-windows.ts), so a guesser gains nothing by
   * reaching another process.
   */
  windows?: (name: string, options: WindowOptions) => Windows;
};

/**
 * Sign-in throttling in the manner of OWASP's authentication cheat sheet. One address guessing at
 * one account is stopped after `pairFailures` wrong passwords (15 minutes). Many addresses
 * guessing at one account slow each other down: past `freeAccountFailures`, every try waits for
 * a delay that doubles with each failure (counted from the latest) up to `maxDelayMs`. Nobody can
 * lock the owner out: from an address of theirs that has not failed, the right password waits at
 * most `maxDelayMs`. Unknown emails are counted like real ones, so a 429 says nothing about which
 * accounts exist.
 */
export function createSignInThrottle(options: SignInThrottleOptions) {
  const now = options.now ?? Date.now;
  const windowsOf = options.windows ?? sharedWindows;
  const windowOptions = { windowMs: WINDOW_MS, maxKeys: MAX_KEYS, now };
  const pairs = windowsOf("signin-pair", windowOptions);
  const accounts = windowsOf("signin-account", windowOptions);
  const account = (email: string) => email.trim().toLowerCase();
  const pair = (email: string, address: string) => `${account(email)} ${address}`;

  const delayAfter = (failures: number) => {
    const over = failures - options.freeAccountFailures;
    return over <= 0 ? 0 : Math.min(options.maxDelayMs, 1000 * 2 ** (over - 1));
  };

  return {
    /** Throws 429 (with Retry-After) when this try must not even be checked. */
    async check(email: string, address: string): Promise<void> {
      const [pairWindow, accountWindow] = await Promise.all([
        pairs.get(pair(email, address)),
        accounts.get(account(email)),
      ]);
      if (pairWindow && pairWindow.count >= options.pairFailures) {
        throw new RateLimitedError(secondsUntil(pairWindow.resetAt, now()));
      }
      if (!accountWindow) return;
      const waitUntil = accountWindow.lastAt + delayAfter(accountWindow.count);
      if (waitUntil > now()) throw new RateLimitedError(secondsUntil(waitUntil, now()));
    },
    async failed(email: string, address: string): Promise<void> {
      await Promise.all([pairs.hit(pair(email, address)), accounts.hit(account(email))]);
    },
    /** The right password: this account's and this address's counts start again. */
    async succeeded(email: string, address: string): Promise<void> {
      await Promise.all([pairs.delete(pair(email, address)), accounts.delete(account(email))]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export const signInThrottle = createSignInThrottle({
  pairFailures: 10,
  freeAccountFailures: 10,
  maxDelayMs: 60_000,
});
