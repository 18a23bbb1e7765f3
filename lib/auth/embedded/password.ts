import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { passwordHashQueue } from "@/lib/auth/embedded/hash-queue";
import { getServerConfig } from "@/lib/config";

/**
 * Password hashing for the embedded accounts: scrypt from node:crypto with a random 16-byte salt
 * per password. The parameters travel in the stored string (`scrypt$N$r$p$salt$hash`, base64url),
 * so they can be raised later without invalidating existing hashes.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
export type ScryptParams = {
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltLength: number;
};

/**
 * The parameters new hashes get: SCRYPT_PARAMS, except that a test machine may lower N with
 * PASSWORD_HASH_COST (lib/config.ts refuses it on a public site). The browser tests sign in
 * hundreds of times on two cores, where one 128 MiB hash took over four seconds.
 */
export function currentScryptParams(): ScryptParams {
  return { ...SCRYPT_PARAMS, N: 2 ** getServerConfig().passwordHashCost };
}

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keyLength: number,
): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MiB at OWASP's N = 2^17), far above Node's 32 MiB
  // default maxmem; leave headroom. The queue keeps that to two hashes at a time.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return passwordHashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(
  password: string,
  params: ScryptParams = currentScryptParams(),
): Promise<string> {
  const salt = randomBytes(params.saltLength);
  const key = await derive(password, salt, params.N, params.r, params.p, params.keyLength);
  return [
    "scrypt",
    params.N,
    params.r,
    params.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** True when `password` matches `stored`; false for a mismatch or a malformed hash. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (
    ![N, R, P].every((value) => Number.isSafeInteger(value) && value > 0) ||
    N > 2 ** 20 ||
    R > 32 ||
    P > 16
  )
    return false;
  const salt = Buffer.from(saltText, "base64url");
  const expected = Buffer.from(keyText, "base64url");
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await derive(password, salt, N, R, P, expected.length);
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than today's: rehash it at sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split("$");
  const { N, r: R, p: P } = currentScryptParams();
  return scheme !== "scrypt" || Number(n) !== N || Number(r) !== R || Number(p) !== P;
}

let dummy: Promise<string> | undefined;

/**
 * A hash to verify against when the email is unknown, so an unknown email costs the same time as
 * a wrong password and response times do not tell which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  // Forgotten when it fails (the queue refused it), so the next sign-in tries again.
  dummy ??= hashPassword(randomBytes(16).toString("hex")).catch((error: unknown) => {
    dummy = undefined;
    throw error;
  });
  return dummy;
}
