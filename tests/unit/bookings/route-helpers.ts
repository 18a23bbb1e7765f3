import { getAuthPort } from "@/lib/auth/select";
import { SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";
import { createJar, uniqueEmail } from "../auth/cookie-jar";
import { SITE, nextClientIp } from "../http/route-helpers";

export { SITE, createTempDataDir, jsonPost, nextClientIp } from "../http/route-helpers";

export type Member = { id: string; email: string; cookie: string };

/** A new account in the embedded database, signed in: its session cookie, as a browser would send it. */
export async function signUpMember(label = "member", name = "Asha Verma"): Promise<Member> {
  const jar = createJar();
  const email = uniqueEmail(label);
  const { user } = await getAuthPort().signUp(
    { email, password: "correct-horse-battery", name },
    jar.context(),
  );
  const token = jar.get(SESSION_COOKIE);
  if (!user || !token) throw new Error("sign-up did not sign in");
  return { id: user.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

/** The first weekday at least `days` club days from today (real time). */
export function weekdayAhead(days: number, from: Date = new Date()): string {
  let date = addDaysToDate(clubToday(from), days);
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}

export function get(
  path: string,
  { cookie, clientIp = nextClientIp() }: { cookie?: string; clientIp?: string } = {},
): Request {
  return new Request(`${SITE}${path}`, {
    headers: { "x-forwarded-for": clientIp, ...(cookie ? { cookie } : {}) },
  });
}

/** Only Date is faked: PGlite, streams and timers keep running on real time. */
export function setClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
}
