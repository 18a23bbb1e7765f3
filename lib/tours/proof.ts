import "server-only";
import { randomBytes, randomInt } from "node:crypto";
import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { getServerConfig } from "@/lib/config";
import { z } from "@/lib/zod";

/**
 * The proof-of-work a client gives with its second tour booking of a day (issue 39): an ALTCHA
 * challenge (altcha-lib, self-hosted, no third-party service). The server signs a challenge
 * whose answer is a counter it drew; the browser finds it by hashing up to it (about a second),
 * the server checks the answer against its own signature at once. Each solved challenge is
 * taken once per process, within its 10 minutes.
 */

/** Counters the browser may have to try: SHA-256 of salt and counter, up to about 50,000. */
const COUNTER = { min: 5_000, max: 50_000 } as const;
const LIFETIME_MS = 10 * 60 * 1000;

// Signs the challenges: TOUR_PROOF_SECRET, shared by every process, else one per process (a
// challenge is then answered to the process that made it; set the variable behind a balancer).
let processSecret: string | undefined;
function secret(): string {
  return (
    getServerConfig().tourProofSecret ?? (processSecret ??= randomBytes(32).toString("base64url"))
  );
}

/** A fresh signed challenge for the browser to solve. */
export async function createTourChallenge(now: Date = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(COUNTER.min, COUNTER.max),
    deriveKey,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
    hmacSignatureSecret: secret(),
    hmacKeySignatureSecret: secret(),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string() }),
});

// Signatures of challenges already answered, until they expire (a solved one is used once).
const used = new Map<string, number>();
const USED_MAX = 10_000;

/** Whether `proof` (base64 JSON of `{ challenge, solution }`) answers one of our challenges. */
export async function verifyTourProof(proof: string, now: Date = new Date()): Promise<boolean> {
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(proof, "base64").toString("utf8")));
  } catch {
    return false;
  }
  if (!parsed.success) return false;
  const challenge: Challenge = parsed.data.challenge;
  const { signature } = parsed.data.challenge;
  for (const [seen, until] of used) if (until <= now.getTime()) used.delete(seen);
  if (used.has(signature)) return false;
  const result = await verifySolution({
    challenge,
    solution: parsed.data.solution,
    deriveKey,
    hmacSignatureSecret: secret(),
    hmacKeySignatureSecret: secret(),
  }).catch(() => null);
  if (!result?.verified) return false;
  used.set(signature, now.getTime() + LIFETIME_MS);
  while (used.size > USED_MAX) used.delete(used.keys().next().value!);
  return true;
}
