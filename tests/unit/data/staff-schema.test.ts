/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { asRole, migratedPGlite } from "./pglite";

const STAFF = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01";
const OTHER_STAFF = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a02";
const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";

/** 0004_staff.sql as Supabase's roles see it: who may read leads, and how a lead changes. */
describe("staff and the lead pipeline", () => {
  let db: PGlite;
  let enquiryId: string;
  beforeAll(async () => {
    db = await migratedPGlite();
    await db.query(
      "insert into public.staff_members (user_id, email, name) values ($1, 'meera@lotusclub.in', 'Meera'), ($2, 'kabir@lotusclub.in', 'Kabir')",
      [STAFF, OTHER_STAFF],
    );
    const { rows } = await db.query<{ id: string }>(
      "insert into public.enquiries (inquiry_type, name, email, company, message) values ('Tour', 'Asha', 'asha@example.com', 'Acme', 'A tour, please') returning id",
    );
    enquiryId = rows[0]!.id;
    await db.query(
      "insert into public.leads (name, email, user_query) values ('Ravi', 'ravi@example.com', 'Two desks')",
    );
  }, 60_000);
  afterAll(() => db.close());

  const as = <T>(sub: string, work: () => Promise<T>) => asRole(db, "authenticated", sub, work);
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => "ok",
      (error: { code?: string }) => error.code,
    );
  const update = (version: number, status: string, extra: Partial<Record<string, unknown>> = {}) =>
    db.query<{ version: number }>(
      "select public.update_lead('enquiry', $1, $2, $3, $4, $5, $6, $7) as version",
      [
        enquiryId,
        version,
        status,
        extra.lostReason ?? null,
        extra.assignee ?? null,
        extra.followUp ?? null,
        extra.note ?? null,
      ],
    );

  it("shows staff every lead in one inbox, newest first, and shows a member none", async () => {
    const staffView = await as(STAFF, () =>
      db.query<{ type: string; name: string; status: string; version: number }>(
        "select type, name, status, version from public.staff_inbox order by created_at desc, source_id desc",
      ),
    );
    expect(staffView.rows).toEqual([
      { type: "sign-up", name: "Ravi", status: "new", version: 0 },
      { type: "enquiry", name: "Asha", status: "new", version: 0 },
    ]);
    const memberView = await as(MEMBER, () => db.query("select * from public.staff_inbox"));
    expect(memberView.rows).toEqual([]);
    expect(await as(MEMBER, () => code(update(0, "contacted")))).toBe("42501");
  });

  it("records each change in the activity log and refuses a change made from an old version", async () => {
    const first = await as(STAFF, () =>
      update(0, "contacted", {
        assignee: OTHER_STAFF,
        followUp: "2031-03-04",
        note: "Called, tour next week",
      }),
    );
    expect(first.rows[0]!.version).toBe(1);
    const stale = await as(OTHER_STAFF, () =>
      update(0, "won").then(
        () => "ok",
        (e: Error & { code?: string }) => `${e.code} ${e.message}`,
      ),
    );
    expect(stale).toBe("40001 changed by Meera");
    const log = await as(STAFF, () =>
      db.query<{ actor_name: string; action: string; detail: string }>(
        "select actor_name, action, detail from public.lead_activity where source_id = $1 order by id",
        [enquiryId],
      ),
    );
    expect(log.rows).toEqual([
      { actor_name: "Meera", action: "status", detail: "contacted" },
      { actor_name: "Meera", action: "assignee", detail: "Kabir" },
      { actor_name: "Meera", action: "follow-up", detail: "2031-03-04" },
      { actor_name: "Meera", action: "note", detail: "Called, tour next week" },
    ]);
    const lost = await as(OTHER_STAFF, () =>
      update(1, "lost", {
        lostReason: "Chose a closer office",
        assignee: OTHER_STAFF,
        followUp: "2031-03-04",
      }),
    );
    expect(lost.rows[0]!.version).toBe(2);
    const row = await as(STAFF, () =>
      db.query("select status, lost_reason, version from public.staff_inbox where source_id = $1", [
        enquiryId,
      ]),
    );
    expect(row.rows[0]).toEqual({
      status: "lost",
      lost_reason: "Chose a closer office",
      version: 2,
    });
  });

  it("lets nobody edit or delete the activity log, not even the owner", async () => {
    expect(await code(db.query("update public.lead_activity set detail = 'x'"))).toBe("42501");
    expect(await code(db.query("delete from public.lead_activity"))).toBe("42501");
    expect(
      await as(STAFF, () =>
        code(
          db.query(
            "insert into public.lead_activity (source, source_id, actor, actor_name, action, detail) values ('enquiry', $1, $2, 'x', 'note', 'forged')",
            [enquiryId, STAFF],
          ),
        ),
      ),
    ).toBe("42501");
  });
});
