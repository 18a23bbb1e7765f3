/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { embeddedCaller } from "@/lib/db";
import { createRescheduleStore, type RescheduleStore } from "@/lib/bookings/reschedule/store";
import { planMove, RESCHEDULE_TEXT } from "@/lib/bookings/reschedule/rules";
import type { BookingQuote } from "@/lib/pricing";
import { weekdayAhead } from "../data/club-dates";
import { migratedPGlite } from "../data/pglite";
import type { TestDatabase } from "../data/test-database";
import { insertBooking, MEMBER } from "./reschedule-suite";

/**
 * A member's booking moves on its own terms (issues 37 and 38): the member rate it was booked at,
 * and the room credit it drew, which a move keeps. Without them a member's move was priced at
 * list, so moving a booking to the same hours changed its price.
 */
describe("moving a member's booking (0092 with 0110)", () => {
  let db: TestDatabase;
  let store: RescheduleStore;
  const date = weekdayAhead(14);
  const next = weekdayAhead(1, date);
  const room = (hours: number) =>
    ({
      kind: "meeting-room",
      room: "4-seater",
      techSupport: false,
      date,
      time: "10:00",
      hours,
    }) as const;

  beforeAll(async () => {
    db = await migratedPGlite();
    store = createRescheduleStore(embeddedCaller(async () => db));
    const { rows } = await db.query<{ id: string }>(
      `insert into public.memberships (status, plan, seats, term, seat_rate_paise, monthly_rent_paise,
         start_date, holder_user_id, holder_name, holder_email, deposit_paise, deposit_state,
         offer_token_hash, offered_at, offered_by)
       values ('active', 'dedicated-desk', 1, 'monthly', 600000, 600000, current_date - 30, $1,
         'Asha', 'asha@example.in', 1200000, 'held', 'member-terms', now(), 'desk@lotusclub.in')
       returning id`,
      [MEMBER],
    );
    membership = rows[0]!.id;
  }, 60_000);
  afterAll(() => db.close());
  let membership = "";

  const stored = async (id: string) =>
    (
      await db.query<{ total_paise: string; quote: BookingQuote }>(
        "select total_paise::text as total_paise, quote from public.bookings where id = $1",
        [id],
      )
    ).rows[0]!;

  it("keeps the member rate when the booking moves to as many hours", async () => {
    const id = await insertBooking(db, MEMBER, room(2));
    const booked = await stored(id);
    // 2 hours of the 4-seater at list: ₹1,200 + GST = ₹1,416; at the member rate (20 % off): ₹1,132.80.
    expect(booked.total_paise).toBe("113280");
    const planned = planMove(booked.quote, { date: next, time: "14:00", hours: 2 }, new Date());
    expect(planned?.ok && planned.booking.total).toBe(113280);
    const answer = await store.move(
      id,
      MEMBER,
      { date: next, time: "14:00", hours: 2 },
      new Date(),
    );
    expect(answer.outcome).toBe("moved");
    expect((await stored(id)).total_paise).toBe("113280");
  });

  it("keeps the credit a booking drew, and moves it at the same room value only", async () => {
    await db.query(
      `insert into public.credit_ledger (pool_kind, membership_id, entry, amount_paise, applies_to,
         period_start, expires_at, actor, at)
       values ('membership', $1, 'grant', 96000, 'rooms', current_date, now() + interval '40 days',
         'test', now())`,
      [membership],
    );
    const id = await insertBooking(db, MEMBER, { ...room(2), time: "15:00" });
    const booked = await stored(id);
    // ₹960 of the ₹960 hire paid by credit: nothing left to pay.
    expect(booked.quote).toMatchObject({ credit: 96000 });
    expect(booked.total_paise).toBe("0");

    const longer = { date: next, time: "10:00", hours: 3 };
    const planned = planMove(booked.quote, longer, new Date());
    expect(planned).toEqual({
      ok: false,
      message: RESCHEDULE_TEXT.creditKeepsLength,
      field: "hours",
    });
    expect(await store.move(id, MEMBER, longer, new Date())).toMatchObject({
      outcome: "credit-length",
    });

    const same = await store.move(id, MEMBER, { date: next, time: "17:00", hours: 2 }, new Date());
    expect(same.outcome).toBe("moved");
    expect(await stored(id)).toMatchObject({ total_paise: "0", quote: { credit: 96000 } });
  });
});
