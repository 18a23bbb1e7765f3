import { createEmbeddedStaffAdapter } from "@/lib/staff/adapters/embedded";
import { StaleLeadError } from "@/lib/staff/errors";
import type { StaffPort } from "@/lib/staff/port";
import type { Lead } from "@/lib/staff/types";
import type { TestDatabase } from "../data/test-database";

const access = {};
const clock = { today: "2026-11-24", newLeadCutoff: new Date("2026-11-24T07:30:00Z") };

/** The staff port over a real (in-memory) database: who is staff, the inbox, the pipeline. */
export function describeStaffAdapter(label: string, open: () => Promise<TestDatabase>) {
  describe(`embedded staff adapter (${label})`, () => {
    let db: TestDatabase;
    let staff: StaffPort;
    let meera: { id: string; email: string; name: string };
    let kabir: { id: string; email: string; name: string };
    let member: { id: string; email: string };

    const user = async (email: string, name: string | null) => {
      const { rows } = await db.query<{ id: string }>(
        "insert into embedded_auth.users (email, password_hash, name, email_verified_at) values ($1, 'x', $2, now()) returning id",
        [email, name],
      );
      return rows[0]!.id;
    };
    const enquiry = (name: string, at: string, extra: Record<string, string> = {}) =>
      db.query(
        `insert into public.enquiries (inquiry_type, name, email, company, phone, message, page, created_at)
       values ($1, $2, $3, $4, $5, 'Hello', '/contact', $6)`,
        [
          extra.type ?? "Tour",
          name,
          `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
          extra.company ?? null,
          extra.phone ?? null,
          at,
        ],
      );

    beforeAll(async () => {
      db = await open();
      meera = {
        id: await user("Meera@LotusClub.in", "Meera"),
        email: "Meera@LotusClub.in",
        name: "Meera",
      };
      kabir = {
        id: await user("kabir@lotusclub.in", "Kabir"),
        email: "kabir@lotusclub.in",
        name: "Kabir",
      };
      member = { id: await user("asha@example.com", null), email: "asha@example.com" };
      staff = createEmbeddedStaffAdapter(db, [
        "meera@lotusclub.in",
        "kabir@lotusclub.in",
        "not-signed-up@lotusclub.in",
      ]);
      await enquiry("Asha", "2026-11-24T05:00:00Z", {
        company: "Acme 100% Ltd",
        phone: "+91 98100 11111",
      });
      await enquiry("Ravi", "2026-11-24T06:00:00Z", { type: "Invitation" });
      await enquiry("Zoya", "2026-11-24T07:00:00Z");
      await enquiry("Dev", "2026-11-24T08:00:00Z");
      await db.query(
        "insert into public.event_registrations (event_id, event_title, name, email, phone, created_at) values ('e1', 'Founders Breakfast', 'Ila', 'ila@example.com', '98100 22222', '2026-11-24T09:00:00Z')",
      );
      await db.query(
        "insert into public.leads (name, email, user_query, created_at) values ('Omar', 'omar@example.com', 'Two desks', '2026-11-24T10:00:00Z')",
      );
    }, 60_000);
    afterAll(() => db.close());

    it("makes the listed accounts staff, whatever the case of their e-mail, and nobody else", async () => {
      expect(await staff.isStaff(meera, access)).toBe(true);
      expect(await staff.isStaff(member, access)).toBe(false);
      expect((await staff.listStaff(access)).map((s) => s.name)).toEqual(["Kabir", "Meera"]);
    });

    it("does not make a listed address staff until it is verified: signing up first with it gives nothing", async () => {
      const { rows } = await db.query<{ id: string }>(
        "insert into embedded_auth.users (email, password_hash, name) values ('squatter@lotusclub.in', 'x', 'Squatter') returning id",
      );
      const squatter = { id: rows[0]!.id, email: "squatter@lotusclub.in" };
      const listed = createEmbeddedStaffAdapter(db, [
        "meera@lotusclub.in",
        "kabir@lotusclub.in",
        "squatter@lotusclub.in",
      ]);
      expect(await listed.isStaff(squatter, access)).toBe(false);
      await db.query("update embedded_auth.users set email_verified_at = now() where id = $1", [
        squatter.id,
      ]);
      expect(await listed.isStaff(squatter, access)).toBe(true);
      await db.query("delete from embedded_auth.users where id = $1", [squatter.id]);
      await staff.listStaff(access); // back to the two, for the tests below
    });

    it("forgets an account removed from the list", async () => {
      const fewer = createEmbeddedStaffAdapter(db, ["meera@lotusclub.in"]);
      expect(await fewer.isStaff(kabir, access)).toBe(false);
      expect((await fewer.listStaff(access)).map((s) => s.name)).toEqual(["Meera"]);
      await staff.listStaff(access); // and back, for the tests below
    });

    const names = (leads: Lead[]) => leads.map((lead) => lead.name);

    it("lists every kind of lead newest first, and pages by keyset without gaps or repeats", async () => {
      const all = await staff.listInbox({}, { limit: 50 }, clock, access);
      expect(names(all)).toEqual(["Omar", "Ila", "Dev", "Zoya", "Ravi", "Asha"]);
      expect(all.map((lead) => lead.type)).toEqual([
        "sign-up",
        "registration",
        "enquiry",
        "enquiry",
        "invitation",
        "enquiry",
      ]);
      const seen: string[] = [];
      let after: { createdAt: string; sourceId: string } | undefined;
      for (;;) {
        const page = await staff.listInbox({}, { after, limit: 4 }, clock, access);
        seen.push(...names(page));
        if (page.length < 4) break;
        const last = page[page.length - 1]!;
        after = { createdAt: last.createdAt, sourceId: last.sourceId };
      }
      expect(seen).toEqual(names(all));
    });

    it("filters by type and searches name, e-mail, phone and company, with % taken literally", async () => {
      expect(
        names(await staff.listInbox({ type: "invitation" }, { limit: 50 }, clock, access)),
      ).toEqual(["Ravi"]);
      expect(
        names(await staff.listInbox({ search: "100%" }, { limit: 50 }, clock, access)),
      ).toEqual(["Asha"]);
      expect(names(await staff.listInbox({ search: "%" }, { limit: 50 }, clock, access))).toEqual([
        "Asha",
      ]);
      expect(
        names(await staff.listInbox({ search: "22222" }, { limit: 50 }, clock, access)),
      ).toEqual(["Ila"]);
      expect(
        names(await staff.listInbox({ search: "OMAR@" }, { limit: 50 }, clock, access)),
      ).toEqual(["Omar"]);
    });

    it("moves a lead along the pipeline, logs each change, and refuses a save from an old version", async () => {
      const [asha] = await staff.listInbox({ search: "Asha" }, { limit: 1 }, clock, access);
      const change = {
        status: "contacted" as const,
        lostReason: null,
        assignee: kabir.id,
        followUpOn: "2026-11-23",
        note: "Called, tour on Friday",
      };
      expect(
        await staff.updateLead("enquiry", asha!.sourceId, { ...change, version: 0 }, meera, access),
      ).toBe(1);

      const stale = staff.updateLead(
        "enquiry",
        asha!.sourceId,
        { ...change, status: "lost", lostReason: "Price", version: 0 },
        kabir,
        access,
      );
      await expect(stale).rejects.toBeInstanceOf(StaleLeadError);
      await expect(stale).rejects.toMatchObject({ editor: "Meera" });

      const lead = await staff.getLead("enquiry", asha!.sourceId, access);
      expect(lead).toMatchObject({
        status: "contacted",
        assignee: kabir.id,
        followUpOn: "2026-11-23",
        version: 1,
      });
      const log = await staff.listLeadActivity("enquiry", asha!.sourceId, access);
      expect(log.map((entry) => [entry.action, entry.detail, entry.actorName])).toEqual([
        ["note", "Called, tour on Friday", "Meera"],
        ["follow-up", "2026-11-23", "Meera"],
        ["assignee", "Kabir", "Meera"],
        ["status", "contacted", "Meera"],
      ]);
      expect(
        names(await staff.listInbox({ status: "contacted" }, { limit: 50 }, clock, access)),
      ).toEqual(["Asha"]);
    });

    it("counts as overdue the new leads past the cutoff and the open ones past their follow-up date", async () => {
      // Ravi, Zoya (new, before 07:30Z) and Asha (follow-up yesterday); not Dev, Ila, Omar (new, after).
      expect(await staff.countOverdue(clock, access)).toBe(3);
      expect(names(await staff.listInbox({ overdue: true }, { limit: 50 }, clock, access))).toEqual(
        ["Zoya", "Ravi", "Asha"],
      );
    });
  });
}
