import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { createRateLimit, RateLimitedError } from "@/lib/http";

/**
 * Sign-in attempts are limited per client (address) and per account (email), so neither one
 * address trying many accounts nor many addresses trying one account gets far. The per-account
 * count applies to unknown emails too, so a 429 says nothing about which accounts exist.
 */
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
export const signOutClientLimit = createRateLimit({
  keyPrefix: "auth-signout",
  points: 60,
  durationSeconds: 60,
});

export type AccountRateLimit = {
  consume(email: string): Promise<void>;
  reset(email: string): Promise<void>;
};

export function createAccountRateLimit(options: {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}): AccountRateLimit {
  const limiter = new RateLimiterMemory({
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
  const key = (email: string) => email.trim().toLowerCase();
  return {
    async consume(email) {
      try {
        await limiter.consume(key(email));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new RateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        }
        throw rejection;
      }
    },
    async reset(email) {
      await limiter.delete(key(email));
    },
  };
}

/** Ten attempts per account per 15 minutes; a successful sign-in starts the count again. */
export const signInAccountLimit = createAccountRateLimit({
  keyPrefix: "auth-signin-account",
  points: 10,
  durationSeconds: 900,
});
