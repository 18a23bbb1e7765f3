/**
 * The browser's side of the tour booking's proof-of-work (lib/tours/proof.ts): fetch a challenge,
 * find its counter with the page's own Web Crypto, and answer the payload the route checks. It
 * is loaded on submit only (altcha-lib stays out of the first load), and a failure answers
 * nothing: a first booking of the day needs no proof, and the route says when one was needed.
 */
export async function solveTourChallenge(
  fetchChallenge: () => Promise<unknown> = async () =>
    (await fetch("/api/tours/challenge", { cache: "no-store" })).json(),
): Promise<string | undefined> {
  try {
    const [{ solveChallenge }, { deriveKey }, answer] = await Promise.all([
      import("altcha-lib"),
      import("altcha-lib/algorithms/web/sha"),
      fetchChallenge(),
    ]);
    const { challenge } = answer as {
      challenge: Parameters<typeof solveChallenge>[0]["challenge"];
    };
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
    if (!solution) return undefined;
    const { codeChallenge: _none, ...signed } = challenge;
    return btoa(JSON.stringify({ challenge: signed, solution }));
  } catch {
    return undefined;
  }
}
