/** @jest-environment node */
import { embeddedCaller } from "@/lib/db";
import { createRescheduleStore } from "@/lib/bookings/reschedule/store";
import { weekdayAhead } from "../data/club-dates";
import {
  describeWithPostgres,
  oneConnection,
  startPostgresServer,
  usePostgresServer,
  type PostgresServer,
} from "../db/postgres-server";
import { describeReschedule, insertBooking, MEMBER, OTHER } from "./reschedule-suite";

/** 0066's function on a PostgreSQL server: the PGlite suite, and two processes racing for a slot. */
describeWithPostgres("moving bookings on a PostgreSQL server", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);
  afterAll(() => server?.stop(), 60_000);

  describeReschedule("PostgreSQL", () => oneConnection(server));
});

describeWithPostgres("two processes moving bookings into one slot at once", () => {
  const postgres = usePostgresServer();

  it("moves exactly one; the other keeps its time and hears 'taken'", async () => {
    const [first, second] = await postgres.twoPools();
    const date = weekdayAhead(14);
    const request = (time: string) =>
      ({
        kind: "meeting-room",
        room: "4-seater",
        techSupport: false,
        date,
        time,
        hours: 2,
      }) as const;
    const close = async () => undefined;
    const mine = await insertBooking({ ...first, close }, MEMBER, request("09:00"));
    const theirs = await insertBooking({ ...first, close }, OTHER, request("16:00"));
    const slot = { date, time: "12:00", hours: 2 };
    const answers = await Promise.all([
      createRescheduleStore(embeddedCaller(async () => first)).move(mine, MEMBER, slot, new Date()),
      createRescheduleStore(embeddedCaller(async () => second)).move(
        theirs,
        OTHER,
        slot,
        new Date(),
      ),
    ]);
    expect(answers.map((a) => a.outcome).sort()).toEqual(["moved", "taken"]);
    const { rows } = await first.query<{ n: string }>(
      `select count(*)::text as n from public.bookings
       where date = $1 and starts_at = (($1::date + time '12:00') at time zone 'Asia/Kolkata')`,
      [date],
    );
    expect(rows[0]!.n).toBe("1");
    const { rows: all } = await first.query<{ n: string }>(
      "select count(*)::text as n from public.bookings where status = 'confirmed'",
    );
    expect(all[0]!.n).toBe("2");
  }, 120_000);
});
