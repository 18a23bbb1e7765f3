import type { SqlDatabase } from "@/lib/db";
import { createEmbeddedTourAdapter } from "@/lib/tours/adapters/embedded";
import {
  TourClientLimitError,
  TourProofNeededError,
  TourSlotInvalidError,
  TourSlotTakenError,
} from "@/lib/tours/errors";
import { tourDays, tourSlotsOn } from "@/lib/tours/slots";
import type { TourPort } from "@/lib/tours/port";
import { slotsAhead } from "./slots-ahead";

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => "booked",
    (error: Error) => error,
  );

/**
 * What the tour functions of 0032_tour_functions.sql guarantee, run on PGlite and on a
 * PostgreSQL server (where ten requests really run at once on ten connections).
 */
export function describeTourStore(
  name: string,
  open: () => Promise<SqlDatabase>,
  close: (db: SqlDatabase) => Promise<unknown>,
) {
  describe(name, () => {
    let db: SqlDatabase;
    let tours: TourPort;
    beforeAll(async () => {
      db = await open();
      tours = createEmbeddedTourAdapter(db);
    }, 120_000);
    afterAll(() => close(db));

    const count = async (sql: string, params: unknown[] = []) =>
      Number((await db.query<{ n: number }>(sql, params)).rows[0]!.n);

    it("books exactly two of ten racing requests for one slot", async () => {
      const [slot] = slotsAhead();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          settle(
            tours.bookTour(
              { name: `Racer ${i}`, email: `racer${i}@example.in`, startsAt: slot },
              `race-token-${i}`,
            ),
          ),
        ),
      );
      expect(results.filter((r) => r === "booked")).toHaveLength(2);
      const refused = results.filter((r) => r instanceof TourSlotTakenError) as Error[];
      expect(refused).toHaveLength(8);
      expect(refused[0]!.message).toContain("that time was just taken");
      expect(
        await count("select count(*) as n from public.tours where starts_at = $1", [
          slot.toISOString(),
        ]),
      ).toBe(2);
      expect(await tours.listFullSlots(slot, new Date(slot.getTime() + 1))).toEqual([
        slot.toISOString(),
      ]);
    });

    it("books one live tour per e-mail address, whatever its case; a repeat e-mails its link", async () => {
      const [, slot] = slotsAhead();
      const id = await tours.bookTour(
        { name: "Asha", email: "asha@example.in", startsAt: slot },
        "asha-1",
      );
      // Issue 39, trust 2: no refusal tells the caller the address has a tour.
      expect(
        await tours.bookTour({ name: "Asha", email: "ASHA@example.in", startsAt: slot }, "asha-2"),
      ).toBe(id);
      expect(
        await count(
          "select count(*) as n from public.tours where lower(email) = 'asha@example.in'",
        ),
      ).toBe(1);
      // The owner gets the tour again with a fresh link; the caller's token opens nothing.
      const { rows } = await db.query<{ token: string }>(
        `select payload->>'manage_token' as token from public.outbox
         where template = 'tour-confirmation' and recipient = 'asha@example.in' and source_id like '%:link:%'`,
      );
      expect(rows).toHaveLength(1);
      expect(await tours.getTourByToken(rows[0]!.token)).toMatchObject({ id });
      expect(await tours.getTourByToken("asha-2")).toBeNull();
      expect(await tours.getTourByToken("asha-1")).toBeNull();
      // A full slot answers "just taken" to a repeat as to anyone: no answer tells them apart.
      const [full] = slotsAhead();
      await expect(
        tours.bookTour({ name: "Asha", email: "asha@example.in", startsAt: full }, "asha-3"),
      ).rejects.toBeInstanceOf(TourSlotTakenError);
    });

    it("holds one client to two live tours however many race, and asks a proof from its second", async () => {
      // Issue 39, trust 1: one client booked a whole day's tours.
      const day = tourDays(new Date())[5]!;
      const slots = tourSlotsOn(day, new Date());
      const starts = slots.slice(0, 4);
      const client = "198.51.100.77";
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          settle(
            tours.bookTour(
              {
                name: `Hoarder ${i}`,
                email: `hoarder${i}@example.in`,
                startsAt: starts[i % starts.length]!,
                client,
                proven: true,
              },
              `hoarder-token-${i}`,
            ),
          ),
        ),
      );
      expect(results.filter((r) => r === "booked")).toHaveLength(2);
      const refused = results.filter((r) => r instanceof TourClientLimitError) as Error[];
      expect(refused).toHaveLength(6);
      expect(refused[0]!.message).toBe(
        "You have booked as many tours as we can hold for one visitor. To book another, please call or WhatsApp us.",
      );

      const other = "198.51.100.78";
      const book = (i: number, proven: boolean) =>
        tours.bookTour(
          {
            name: "Kiran",
            email: `kiran${i}@example.in`,
            // A slot no hoarder raced for: which two of them won is up to the race, and a
            // slot they filled would refuse Kiran for being full, not for the proof.
            startsAt: slots[4]!,
            client: other,
            proven,
          },
          `kiran-token-${i}-${proven}`,
        );
      await book(1, false);
      await expect(book(2, false)).rejects.toBeInstanceOf(TourProofNeededError);
      await expect(book(2, true)).resolves.toEqual(expect.any(String));
    });

    it("refuses a weekend, a slot too soon and one too far in the database too", async () => {
      const days = tourDays(new Date());
      const saturday = new Date(`${days[0]}T11:00:00+05:30`);
      while (![6].includes(new Date(saturday.getTime() + 5.5 * 3_600_000).getUTCDay()))
        saturday.setTime(saturday.getTime() + 86_400_000);
      const soon = new Date(Date.now() + 30 * 60_000);
      const far = new Date(Date.now() + 20 * 86_400_000);
      for (const [i, startsAt] of [saturday, soon, far].entries()) {
        await expect(
          tours.bookTour({ name: "Ravi", email: `ravi${i}@example.in`, startsAt }, `ravi-${i}`),
        ).rejects.toBeInstanceOf(TourSlotInvalidError);
      }
    });

    it("moves a tour to another slot: one tour, SEQUENCE up, a new invitation owed", async () => {
      const [first, second] = slotsAhead();
      const later = new Date(second.getTime() + 30 * 60_000);
      const id = await tours.bookTour(
        { name: "Meera", email: "meera@example.in", phone: "+91 98100 00000", startsAt: later },
        "meera-token",
      );
      await tours.rescheduleTour("meera-token", new Date(later.getTime() + 30 * 60_000));
      const moved = await tours.getTourByToken("meera-token");
      expect(moved).toMatchObject({ id, sequence: 1, status: "booked" });
      expect(moved!.startsAt).toBe(new Date(later.getTime() + 30 * 60_000).toISOString());
      expect(
        await count("select count(*) as n from public.tours where email = 'meera@example.in'"),
      ).toBe(1);
      const owed = await db.query<{ source_id: string; sequence: number }>(
        `select source_id, (payload->>'sequence')::int as sequence from public.outbox
         where template = 'tour-confirmation' and recipient = 'meera@example.in' order by 2`,
      );
      expect(owed.rows.map((r) => r.sequence)).toEqual([0, 1]);
      // The full slot of the race cannot be moved into.
      await expect(tours.rescheduleTour("meera-token", first)).rejects.toBeInstanceOf(
        TourSlotTakenError,
      );
    });

    it("cancelling frees the slot and owes a cancellation", async () => {
      const [first] = slotsAhead();
      const racers = await db.query<{ name: string }>(
        "select name from public.tours where starts_at = $1 and status = 'booked' order by name",
        [first.toISOString()],
      );
      const winner = Number(racers.rows[0]!.name.replace("Racer ", ""));
      await tours.cancelTour(`race-token-${winner}`);
      expect(await tours.getTourByToken(`race-token-${winner}`)).toMatchObject({
        status: "cancelled",
        sequence: 1,
      });
      expect(await tours.listFullSlots(first, new Date(first.getTime() + 1))).toEqual([]);
      await tours.bookTour({ name: "Late", email: "late@example.in", startsAt: first }, "late");
      expect(
        await count(
          "select count(*) as n from public.outbox where template = 'tour-cancellation' and recipient = $1",
          [`racer${winner}@example.in`],
        ),
      ).toBe(1);
    });

    it("moves the lead to 'tour booked' through the pipeline, logged", async () => {
      const { rows } = await db.query<{ status: string; actor_name: string; detail: string }>(
        `select s.status, a.actor_name, a.detail from public.tours t
         join public.lead_states s on s.source = 'enquiry' and s.source_id = t.enquiry_id
         join public.lead_activity a on a.source = 'enquiry' and a.source_id = t.enquiry_id
         where t.email = 'asha@example.in'`,
      );
      expect(rows).toEqual([
        { status: "tour booked", actor_name: "Tour booking", detail: "tour booked" },
      ]);
      // The tour's own e-mails replace the enquiry's acknowledgement (besides the link that the
      // repeat booking above resent).
      expect(
        await count(
          "select count(*) as n from public.outbox where recipient = 'asha@example.in' and source_id not like '%:link:%'",
        ),
      ).toBe(1);
    });

    it("staff mark a tour toured: the lead's follow-up is the next working day, logged", async () => {
      const staff = { id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a", email: "desk@example.in" };
      await db.query(
        "insert into public.staff_members (user_id, email, name) values ($1, $2, 'Priya')",
        [staff.id, staff.email],
      );
      const [tour] = (
        await tours.listTours(new Date(), new Date(Date.now() + 15 * 86_400_000))
      ).filter((t) => t.email === "asha@example.in");
      await tours.markTour(tour!.id, "toured", staff as never, {});
      const { rows } = await db.query<{
        follow_up_on: string;
        weekday: number;
        day_after: boolean;
      }>(
        `select s.follow_up_on::text as follow_up_on, extract(isodow from s.follow_up_on)::int as weekday,
                s.follow_up_on > (t.starts_at at time zone 'Asia/Kolkata')::date as day_after
         from public.tours t join public.lead_states s on s.source = 'enquiry' and s.source_id = t.enquiry_id
         where t.id = $1`,
        [tour!.id],
      );
      expect(rows[0]!.weekday).toBeLessThanOrEqual(5);
      expect(rows[0]!.day_after).toBe(true);
      const log = await db.query<{ actor_name: string; action: string }>(
        `select a.actor_name, a.action from public.lead_activity a join public.tours t
           on a.source = 'enquiry' and a.source_id = t.enquiry_id where t.id = $1 order by a.id`,
        [tour!.id],
      );
      expect(log.rows).toEqual([
        { actor_name: "Tour booking", action: "status" },
        { actor_name: "Priya", action: "follow-up" },
      ]);
      expect(
        (await tours.listTours(new Date(), new Date(Date.now() + 15 * 86_400_000))).find(
          (t) => t.id === tour!.id,
        )?.status,
      ).toBe("toured");
    });

    it("owes each reminder once, 24 hours and 2 hours before", async () => {
      // Booked a month ago, so the 24-hour reminder is due (it is skipped for a tour booked late).
      await db.query(
        "update public.tours set updated_at = now() - interval '30 days' where email = 'late@example.in'",
      );
      const [first] = slotsAhead();
      const reminders = () =>
        count(
          "select count(*) as n from public.outbox where template = 'tour-reminder' and recipient = 'late@example.in'",
        );
      const before = (hours: number) => new Date(first.getTime() - hours * 3_600_000);
      await tours.oweTourReminders(before(25));
      expect(await reminders()).toBe(0);
      await tours.oweTourReminders(before(23));
      await tours.oweTourReminders(before(20));
      expect(await reminders()).toBe(1);
      await tours.oweTourReminders(before(1.5));
      await tours.oweTourReminders(before(0.5));
      expect(await reminders()).toBe(2);
    });
  });
}
