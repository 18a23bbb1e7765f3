import { rmSync } from "node:fs";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { createTempDataDir, signUpMember, type Member } from "../bookings/route-helpers";

/** The request, sent by whoever holds this session cookie. */
export function withCookie(request: Request, cookie: string) {
  request.headers.set("cookie", cookie);
  return request;
}

/** The second argument Next hands a dynamic route's handler. */
export const params = <P>(value: P) => ({ params: Promise.resolve(value) });

export type SignedUp = { staff: Member; member: Member };

/**
 * A staff route suite's embedded database, in a folder of its own removed afterwards, with two
 * people signed up: a member, and a staff member (their e-mail the one STAFF_EMAILS names). Call
 * it at the top of the file: the handlers read the environment it sets on their first request.
 */
export function setUpStaffRoutes(
  names: { staff: [label: string, name: string]; member: string },
  signedUp: (people: SignedUp) => void,
): string {
  const folder = createTempDataDir();
  const [label, name] = names.staff;
  const staffEmail = `${label}-${Date.now()}@lotusclub.in`;
  // Two sign-ups: a test machine's scrypt cost (allowed on a localhost site).
  Object.assign(process.env, { STAFF_EMAILS: staffEmail, PASSWORD_HASH_COST: "10" });
  beforeAll(async () => {
    const staff = await signUpMember(label, name);
    const member = await signUpMember("member", names.member);
    const db = await getEmbeddedDatabase(folder);
    await db.query("update embedded_auth.users set email = $2 where email = $1", [
      staff.email,
      staffEmail,
    ]);
    signedUp({ staff, member });
  });
  afterAll(async () => {
    await closeEmbeddedDatabase(folder);
    rmSync(folder, { recursive: true, force: true });
  });
  return folder;
}
