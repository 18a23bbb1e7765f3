/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import ICAL from "ical.js";
import { createRescheduleStore } from "@/lib/bookings/reschedule/store";
import { createEmbeddedBookingsAdapter } from "@/lib/bookings/adapters/embedded";
import { embeddedCaller } from "@/lib/db";
import { composeMessage } from "@/lib/mail/templates";
import { clubInstant } from "@/lib/pricing";
import { site } from "@/lib/site";
import { plannedBooking } from "../data/booking-port-contract";
import { weekdayAhead } from "../data/club-dates";
import { migratedPGlite } from "../data/pglite";

const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
const addresses = { from: "Lotus Club <hello@lotusclub.in>", staffAlertTo: "desk@lotusclub.in" };

/** An invitation as a calendar reads it (ical.js, Mozilla's parser). */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
  };
}

/**
 * A moved booking's e-mail carries the calendar update of the event the confirmation added: the
 * same UID, a higher SEQUENCE, METHOD:REQUEST and the new start (RFC 5546), so the member's
 * calendar moves its one event instead of adding a second.
 */
describe("the calendar invitation of a rescheduled booking", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
  }, 60_000);
  afterAll(() => db.close());

  it("updates the confirmation's event: same UID, SEQUENCE raised, METHOD:REQUEST, new DTSTART", async () => {
    const date = weekdayAhead(12);
    const booking = await createEmbeddedBookingsAdapter(db).createBooking(
      plannedBooking(
        {
          kind: "meeting-room",
          room: "8-seater",
          date,
          time: "10:00",
          hours: 2,
          techSupport: false,
        },
        MEMBER,
        "asha@example.in",
      ),
    );
    const store = createRescheduleStore(embeddedCaller(async () => db));
    const next = weekdayAhead(1, date);
    for (const time of ["15:00", "11:00"]) {
      const moved = await store.move(
        booking.id,
        MEMBER,
        { date: next, time, hours: 2 },
        new Date(),
      );
      expect(moved.outcome).toBe("moved");
    }
    const { rows } = await db.query<{ template: string; payload: unknown }>(
      `select template, payload from public.outbox
       where template in ('booking-confirmation', 'booking-rescheduled') order by created_at, id`,
    );
    const mails = await Promise.all(
      rows.map((row) => composeMessage({ ...row, recipient: "asha@example.in" }, addresses)),
    );
    const [confirmed, ...moves] = mails.map((mail) => read(mail.calendar!.content));
    expect(confirmed).toMatchObject({ method: "REQUEST", sequence: 0 });
    expect(moves.map((event) => event.uid)).toEqual([confirmed!.uid, confirmed!.uid]);
    expect(confirmed!.uid).toBe(`${booking.id}@${new URL(site.url).hostname}`);
    expect(moves.map((event) => event.method)).toEqual(["REQUEST", "REQUEST"]);
    expect(moves.map((event) => event.sequence).sort()).toEqual([1, 2]);
    const last = moves.find((event) => event.sequence === 2)!;
    expect(last.start).toBe(clubInstant(next, "11:00")!.toISOString());
    expect(last.end).toBe(clubInstant(next, "13:00")!.toISOString());
    const mail = mails.find((m) => m.calendar && read(m.calendar.content).sequence === 2)!;
    expect(mail.subject).toMatch(/^Booking moved: 8-Seater Meeting Room, /);
    expect(mail.text).toContain("Your booking has moved");
  });
});
