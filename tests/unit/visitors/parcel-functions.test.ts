/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { composeMessage } from "@/lib/mail/templates";
import { parcelList, parcelRecord } from "@/lib/visitors/parcel-record";
import { parcelAge } from "@/lib/visitors/parcel-rules";
import { asRole, migratedPGlite } from "../data/pglite";

const STAFF = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01";
const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a21";
const OTHER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a22";
const PHOTO = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==";

/** 0055_parcels.sql: the desk logs a parcel, the member is told, and it is collected once. */
describe("parcel functions", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
    await db.query(
      "insert into public.staff_members (user_id, email, name) values ($1, 'meera@lotusclub.in', 'Meera')",
      [STAFF],
    );
  }, 60_000);
  afterAll(() => db.close());

  const as = <T>(sub: string, sql: string, params: unknown[] = []) =>
    asRole(db, "authenticated", sub, () => db.query<{ r: T }>(`select ${sql} as r`, params)).then(
      ({ rows }) => rows[0]!.r,
    );

  const log = (description: string, photo: string | null = null, by = STAFF) =>
    as<unknown>(
      by,
      "public.staff_log_parcel($1, 'asha@kestrel.in', 'Asha Verma', null, 'Blue Dart', $2, $3)",
      [MEMBER, description, photo],
    ).then((json) => parcelRecord.parse(json));

  it("logs a parcel and owes the member's e-mail in the same call, which renders", async () => {
    const parcel = await log("AWB 81234567890");
    expect(parcel).toMatchObject({
      recipientEmail: "asha@kestrel.in",
      carrier: "Blue Dart",
      receivedBy: "meera@lotusclub.in",
      hasPhoto: false,
    });
    const { rows } = await db.query<{ recipient: string; payload: unknown }>(
      "select recipient, payload from public.outbox where template = 'parcel-arrived' and source_id = $1",
      [parcel.id],
    );
    expect(rows.map((row) => row.recipient)).toEqual(["asha@kestrel.in"]);
    const mail = await composeMessage(
      { template: "parcel-arrived", recipient: "asha@kestrel.in", payload: rows[0]!.payload },
      { from: "Lotus Club <hello@lotusclub.in>", staffAlertTo: "desk@lotusclub.in" },
    );
    expect(mail.subject).toBe("A parcel has arrived for you: Blue Dart");
    expect(mail.text).toContain("Asha, something has arrived for you");
    expect(mail.text).toContain("Tracking or description: AWB 81234567890");
    expect(mail.text).toContain("Collect it from reception, Monday-Friday 9:00 AM-8:00 PM.");
  });

  it("is for staff only: a member can neither log nor list parcels", async () => {
    await expect(log("Letter", null, MEMBER)).rejects.toThrow();
    await expect(as(MEMBER, "public.staff_list_waiting_parcels()")).rejects.toThrow();
    await expect(
      asRole(db, "authenticated", STAFF, () =>
        db.query(
          `insert into public.parcels (recipient_id, recipient_email, carrier, description, received_by)
           values ($1, 'x@y.in', 'a', 'b', 'c')`,
          [MEMBER],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it("refuses a photo that is not a JPEG data URL", async () => {
    await expect(log("Box", "data:text/html;base64,PHNjcmlwdD4=")).rejects.toThrow();
    expect((await log("Box", PHOTO)).hasPhoto).toBe(true);
  });

  it("lists waiting parcels oldest first with their photo, and marks one collected once", async () => {
    const older = await log("Letter from SBI");
    await db.query(
      "update public.parcels set received_at = now() - interval '3 days' where id = $1",
      [older.id],
    );
    const waiting = parcelList.parse(await as(STAFF, "public.staff_list_waiting_parcels()"));
    expect(waiting[0]!.id).toBe(older.id);
    expect(waiting.find((parcel) => parcel.hasPhoto)?.photo).toBe(PHOTO);
    expect(parcelAge(waiting[0]!.receivedAt, new Date())).toBe("3 days");

    const collected = parcelRecord.parse(
      await as(STAFF, "public.staff_collect_parcel($1, 'Ravi (driver)')", [older.id]),
    );
    expect(collected).toMatchObject({
      collectedBy: "Ravi (driver)",
      handedOverBy: "meera@lotusclub.in",
    });
    expect(await as(STAFF, "public.staff_collect_parcel($1, 'Again')", [older.id])).toBeNull();
    const after = parcelList.parse(await as(STAFF, "public.staff_list_waiting_parcels()"));
    expect(after.map((parcel) => parcel.id)).not.toContain(older.id);
  });

  it("shows a member their own parcels, not another member's, and never the photo", async () => {
    const mine = parcelList.parse(await as(MEMBER, "public.list_my_parcels(now())"));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((parcel) => parcel.recipientId === MEMBER && !parcel.photo)).toBe(true);
    expect(await as(OTHER, "public.list_my_parcels(now())")).toEqual([]);
    // A collection more than 30 days before "now" is no longer listed.
    const later = new Date(Date.now() + 31 * 86_400_000).toISOString();
    const then = parcelList.parse(await as(MEMBER, "public.list_my_parcels($1)", [later]));
    expect(then.every((parcel) => !parcel.collectedAt)).toBe(true);
  });
});

describe("parcelAge", () => {
  it("counts club days, so a parcel from 11 pm IST yesterday is a day old", () => {
    const now = new Date("2026-11-28T04:00:00Z"); // 09:30 IST, 28 Nov
    expect(parcelAge("2026-11-28T03:00:00Z", now)).toBe("Today");
    expect(parcelAge("2026-11-27T17:30:00Z", now)).toBe("Yesterday"); // 23:00 IST, 27 Nov
    expect(parcelAge("2026-11-25T06:00:00Z", now)).toBe("3 days");
  });
});
