/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST as register } from "@/app/api/visitors/route";
import { POST as logParcel } from "@/app/api/staff/parcels/route";
import { POST as collect } from "@/app/api/staff/parcels/[id]/collect/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { PARCEL_TEXT } from "@/lib/visitors/parcel-rules";
import {
  createTempDataDir,
  jsonPost,
  nextClientIp,
  signUpMember,
  weekdayAhead,
  type Member,
} from "../bookings/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

const folder = createTempDataDir();
const STAFF = `parcels-${Date.now()}@lotusclub.in`;
process.env.STAFF_EMAILS = STAFF;

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const db = () => getEmbeddedDatabase(folder);
const PHOTO = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA==";
const post = (
  handler: (request: Request, context?: { params: Promise<{ id: string }> }) => Promise<Response>,
  url: string,
  body: unknown,
  cookie: string,
  id?: string,
) =>
  handler(
    jsonPost(url, body, { clientIp: nextClientIp(), headers: { cookie } }),
    id ? { params: Promise.resolve({ id }) } : undefined,
  );

/** POST /api/staff/parcels and /api/staff/parcels/[id]/collect (0055_parcels.sql). */
describe("parcels through their routes", () => {
  let member: Member;
  let staff: Member;
  let memberId: string;
  beforeAll(async () => {
    member = await signUpMember("parcel", "Asha Verma");
    staff = await signUpMember("desk", "Meera");
    const database = await db();
    await database.query("update embedded_auth.users set email = $2 where email = $1", [
      staff.email,
      STAFF,
    ]);
    // A guest makes the member a host the desk's search knows.
    const guest = { name: "Ravi", phone: "9876543210", date: weekdayAhead(1), time: "11:00" };
    expect((await post(register, "/api/visitors", guest, member.cookie)).status).toBe(201);
    const { rows } = await database.query<{ id: string }>(
      "select id from embedded_auth.users where email = $1",
      [member.email],
    );
    memberId = rows[0]!.id;
  });

  const parcel = (overrides: Record<string, unknown> = {}) => ({
    recipientId: memberId,
    recipientEmail: member.email,
    carrier: "Blue Dart",
    description: "AWB 81234567890",
    ...overrides,
  });

  it("is for staff only (403)", async () => {
    const response = await post(logParcel, "/api/staff/parcels", parcel(), member.cookie);
    expect(response.status).toBe(403);
  });

  it("refuses a recipient the search does not know, and an empty carrier, in words", async () => {
    const unknown = await post(
      logParcel,
      "/api/staff/parcels",
      parcel({ recipientEmail: "nobody@example.in" }),
      staff.cookie,
    );
    expect(unknown.status).toBe(400);
    await expect(unknown.json()).resolves.toMatchObject({
      fieldErrors: { recipient: PARCEL_TEXT.recipientRequired },
    });
    const noCarrier = await post(
      logParcel,
      "/api/staff/parcels",
      parcel({ carrier: " " }),
      staff.cookie,
    );
    await expect(noCarrier.json()).resolves.toMatchObject({
      fieldErrors: { carrier: PARCEL_TEXT.carrierRequired },
    });
  });

  it("logs a parcel with its photo, e-mails the member, and is collected once with who took it", async () => {
    const response = await post(
      logParcel,
      "/api/staff/parcels",
      parcel({ photo: PHOTO, company: "Kestrel Analytics" }),
      staff.cookie,
    );
    expect(response.status).toBe(201);
    const { parcel: logged } = (await response.json()) as { parcel: { id: string } };
    const database = await db();
    const mail = await database.query<{ recipient: string }>(
      "select recipient from public.outbox where template = 'parcel-arrived' and source_id = $1",
      [logged.id],
    );
    expect(mail.rows.map((row) => row.recipient)).toEqual([member.email]);
    const stored = await database.query<{ photo: string; company: string }>(
      "select photo, company from public.parcels where id = $1",
      [logged.id],
    );
    expect(stored.rows[0]).toEqual({ photo: PHOTO, company: "Kestrel Analytics" });

    const url = `/api/staff/parcels/${logged.id}/collect`;
    const nobody = await post(collect, url, { collectedBy: "" }, staff.cookie, logged.id);
    await expect(nobody.json()).resolves.toMatchObject({
      fieldErrors: { collectedBy: PARCEL_TEXT.collectedByRequired },
    });
    const first = await post(
      collect,
      url,
      { collectedBy: "Ravi (driver)" },
      staff.cookie,
      logged.id,
    );
    expect(first.status).toBe(200);
    await expect(first.json()).resolves.toMatchObject({
      parcel: { collectedBy: "Ravi (driver)", handedOverBy: STAFF },
    });
    const again = await post(collect, url, { collectedBy: "Someone" }, staff.cookie, logged.id);
    expect(again.status).toBe(409);
    await expect(again.json()).resolves.toMatchObject({ message: PARCEL_TEXT.notWaiting });
  });
});
