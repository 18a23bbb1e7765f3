import { getAuthPort } from "@/lib/auth/select";
import { getServerConfig } from "@/lib/config";
import { getEmbeddedDatabase } from "@/lib/db/embedded";
import { SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";
import { createJar, uniqueEmail } from "../auth/cookie-jar";
import { SITE, nextClientIp } from "../http/route-helpers";

export { SITE, createTempDataDir, jsonPost, nextClientIp } from "../http/route-helpers";

export type Member = { id: string; email: string; cookie: string };

/**
 * A new, verified account in the embedded database, signed in: its session cookie, as a browser
 * would send it. Sign-up signs nobody in, so it follows the verification e-mail's link, as a member does.
 */
export async function signUpMember(label = "member", name = "Asha Verma"): Promise<Member> {
  const jar = createJar();
  const email = uniqueEmail(label);
  const { user } = await getAuthPort().signUp(
    { email, password: "correct-horse-battery", name },
    createJar().context(),
  );
  const db = await getEmbeddedDatabase(getServerConfig().dataDir);
  const { rows } = await db.query<{ link: string }>(
    `select payload->>'link' as link from public.outbox
     where template = 'email-verification' and recipient = $1`,
    [email],
  );
  const token = new URL(rows[0]!.link).searchParams.get("token")!;
  await getAuthPort().verifyEmail(token, jar.context());
  const session = jar.get(SESSION_COOKIE);
  if (!user || !session) throw new Error("verification did not sign in");
  return { id: user.id, email, cookie: `${SESSION_COOKIE}=${session}` };
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
