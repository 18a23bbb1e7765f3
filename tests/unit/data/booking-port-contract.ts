import { randomUUID } from "node:crypto";
import { toNewBooking } from "@/lib/bookings/input";
import { DataConflictError, DataConstraintError } from "@/lib/db";
import type { NewBooking } from "@/lib/bookings/types";
import {
  addDaysToDate,
  clubInstant,
  planBooking,
  type BookingRequest,
  type MeetingRoomId,
} from "@/lib/pricing";
import { weekdayAhead } from "./club-dates";
import type { DataPortHarness } from "./data-port-contract";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A request checked and priced as the route does, with a clock a week before its date. */
export function plannedBooking(
  request: BookingRequest,
  userId: string,
  email = "member@example.in",
): NewBooking {
  const date = "date" in request && request.date ? request.date : weekdayAhead(7);
  const now = clubInstant(addDaysToDate(date, -7), "09:00")!;
  const result = planBooking(request, now);
  if (!result.ok) throw new Error(`test booking refused: ${result.message}`);
  return toNewBooking(request, result.booking, userId, { name: "Asha Verma", email });
}

const room = (
  date: string,
  time: string,
  hours = 1,
  roomId: MeetingRoomId = "4-seater",
): BookingRequest => ({
  kind: "meeting-room",
  room: roomId,
  date,
  time,
  hours,
  techSupport: false,
});

/** The bookings part of the data port contract, run by describeDataPortContract for each adapter. */
export function describeBookingContract(harness: () => DataPortHarness) {
  describe("bookings", () => {
    // Each test takes its own two weekdays from a week ahead (the database refuses dates more
    // than two months ahead, so not years ahead), so no two tests share a slot.
    let cursor = weekdayAhead(7);
    const nextDate = () => {
      const date = cursor;
      cursor = weekdayAhead(1, weekdayAhead(1, date));
      return date;
    };

    it("stores a booking with its quote and gives it back to its owner only", async () => {
      const h = harness();
      const userId = randomUUID();
      const access = h.signIn(userId);
      const date = nextDate();
      const request: BookingRequest = {
        ...room(date, "10:00", 4),
        techSupport: true,
      } as BookingRequest;
      const booking = {
        ...plannedBooking(request, userId),
        contactPhone: "+91 98765 43210",
        receivePromotions: true,
      };

      const stored = await h.port.createBooking(booking, access);
      const { request: _asked, ...planned } = booking;
      expect(stored).toEqual({
        ...planned,
        id: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        status: "confirmed",
        paymentStatus: "due-at-front-desk",
        // Never moved yet (0066): its invitation's first SEQUENCE.
        sequence: 0,
      });
      expect(stored.startsAt).toBe(`${date}T04:30:00.000Z`);
      expect(stored.totalPaise).toBe(396_480);
      expect(stored.quote).toMatchObject({
        kind: "meeting-room",
        base: 240_000,
        discount: 24_000,
        addOns: 120_000,
        gst: 60_480,
      });

      await expect(h.port.getBookingByUser(stored.id, userId, access)).resolves.toEqual(stored);
      const other = randomUUID();
      await expect(h.port.getBookingByUser(stored.id, other, h.signIn(other))).resolves.toBeNull();
      await expect(h.port.getBookingByUser("not-a-uuid", userId, access)).resolves.toBeNull();
      await expect(h.port.listBookingsByUser(other, h.signIn(other))).resolves.toEqual([]);
    });

    it("lists a member's bookings of every kind, newest first", async () => {
      const h = harness();
      const userId = randomUUID();
      const access = h.signIn(userId);
      const date = nextDate();
      const studio = plannedBooking(
        {
          kind: "podcast-studio",
          plan: "basic",
          date,
          time: "11:00",
          hours: 2,
          postProductionHours: 1,
        },
        userId,
      );
      const pass = plannedBooking({ kind: "day-pass", date }, userId);
      const desk = plannedBooking(
        { kind: "dedicated-desk", seats: 3, term: "annual", moveInDate: date },
        userId,
      );
      const office = plannedBooking(
        { kind: "managed-office", seats: 6, term: "quarterly", confirmSalesContact: true },
        userId,
      );
      for (const booking of [studio, pass, desk, office]) {
        await h.port.createBooking(booking, access);
        await tick();
      }
      const listed = await h.port.listBookingsByUser(userId, access);
      expect(listed.map((b) => b.kind)).toEqual([
        "managed-office",
        "dedicated-desk",
        "day-pass",
        "podcast-studio",
      ]);
      expect(listed[0]).toMatchObject({
        status: "requested",
        seats: 6,
        term: "quarterly",
        // The monthly total with GST: ₹54,000 rent + 18%.
        totalPaise: 6_372_000,
      });
      expect(listed[0]!.date).toBeUndefined();
      expect(listed[1]).toMatchObject({
        status: "requested",
        date,
        seats: 3,
        // Due at move-in: the first month's rent with its GST, plus the deposit.
        totalPaise: 9_324_000,
      });
      expect(listed[1]!.startsAt).toBeUndefined();
      expect(listed[2]).toMatchObject({
        status: "confirmed",
        resource: "day-pass",
        totalPaise: 70_800,
      });
      expect(listed[3]).toMatchObject({ resource: "studio", hours: 2, totalPaise: 1_770_000 });
    });

    it("refuses an overlapping live booking of the same room, and only that", async () => {
      const h = harness();
      const [first, second] = [randomUUID(), randomUUID()];
      const date = nextDate();
      await h.port.createBooking(plannedBooking(room(date, "10:00", 3), first), h.signIn(first));

      await expect(
        h.port.createBooking(plannedBooking(room(date, "12:00", 2), second), h.signIn(second)),
      ).rejects.toBeInstanceOf(DataConflictError);
      await expect(
        h.port.createBooking(plannedBooking(room(date, "09:00", 2), first), h.signIn(first)),
      ).rejects.toBeInstanceOf(DataConflictError);
      // Back to back, another room, the studio at the same time: all fine.
      await expect(
        h.port.createBooking(plannedBooking(room(date, "13:00", 1), second), h.signIn(second)),
      ).resolves.toBeDefined();
      await expect(
        h.port.createBooking(plannedBooking(room(date, "09:00", 1), second), h.signIn(second)),
      ).resolves.toBeDefined();
      await expect(
        h.port.createBooking(
          plannedBooking(room(date, "10:00", 3, "8-seater"), second),
          h.signIn(second),
        ),
      ).resolves.toBeDefined();
      await expect(
        h.port.createBooking(
          plannedBooking(
            {
              kind: "podcast-studio",
              plan: "pro",
              date,
              time: "10:00",
              hours: 1,
              postProductionHours: 0,
            },
            second,
          ),
          h.signIn(second),
        ),
      ).resolves.toBeDefined();
    });

    it("gives exactly one of twenty simultaneous requests for one slot", async () => {
      const h = harness();
      const date = nextDate();
      const users = Array.from({ length: 20 }, () => randomUUID());
      const results = await Promise.allSettled(
        users.map((userId) =>
          h.port.createBooking(plannedBooking(room(date, "15:00", 2), userId), h.signIn(userId)),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(refused).toHaveLength(19);
      expect(refused.every((r) => r.reason instanceof DataConflictError)).toBe(true);
      await expect(h.port.listTakenSlots("4-seater", date)).resolves.toEqual([
        { startsAt: `${date}T09:30:00.000Z`, endsAt: `${date}T11:30:00.000Z` },
      ]);
    });

    it("lists the taken intervals of one resource and club date, to anyone, without personal data", async () => {
      const h = harness();
      const userId = randomUUID();
      const access = h.signIn(userId);
      const date = nextDate();
      const tuesday = weekdayAhead(1, date);
      await h.port.createBooking(
        plannedBooking(room(date, "09:00", 2, "8-seater"), userId),
        access,
      );
      await h.port.createBooking(
        plannedBooking(room(date, "16:00", 4, "8-seater"), userId),
        access,
      );
      await h.port.createBooking(
        plannedBooking(room(tuesday, "09:00", 1, "8-seater"), userId),
        access,
      );
      const cancelled = await h.port.createBooking(
        plannedBooking(room(date, "13:00", 1, "8-seater"), userId),
        access,
      );
      await h.port.cancelBooking(cancelled.id, userId, 0, access);

      const taken = await h.port.listTakenSlots("8-seater", date);
      expect(taken).toEqual([
        { startsAt: `${date}T03:30:00.000Z`, endsAt: `${date}T05:30:00.000Z` },
        { startsAt: `${date}T10:30:00.000Z`, endsAt: `${date}T14:30:00.000Z` },
      ]);
      await expect(h.port.listTakenSlots("8-seater", date, access)).resolves.toEqual(taken);
      await expect(h.port.listTakenSlots("studio", date)).resolves.toEqual([]);
      await expect(h.port.listTakenSlots("8-seater", `${date.slice(0, 4)}-02-30`)).resolves.toEqual(
        [],
      );
    });

    it("cancels a member's own future booking once, recording the refund, and frees the slot", async () => {
      const h = harness();
      const [userId, other] = [randomUUID(), randomUUID()];
      const access = h.signIn(userId);
      const date = nextDate();
      const booking = await h.port.createBooking(
        plannedBooking(room(date, "11:00", 2), userId),
        access,
      );

      await expect(h.port.cancelBooking(booking.id, other, 0, h.signIn(other))).resolves.toBeNull();
      await expect(h.port.cancelBooking("not-a-uuid", userId, 0, access)).resolves.toBeNull();
      const cancelled = await h.port.cancelBooking(booking.id, userId, booking.totalPaise, access);
      expect(cancelled).toEqual({
        ...booking,
        status: "cancelled",
        cancelledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        refundPaise: booking.totalPaise,
      });
      await expect(h.port.cancelBooking(booking.id, userId, 0, access)).resolves.toBeNull();
      await expect(h.port.getBookingByUser(booking.id, userId, access)).resolves.toMatchObject({
        status: "cancelled",
      });
      await expect(
        h.port.createBooking(plannedBooking(room(date, "11:00", 2), other), h.signIn(other)),
      ).resolves.toBeDefined();
    });

    it("does not cancel a booking that has started", async () => {
      const h = harness();
      const userId = randomUUID();
      const access = h.signIn(userId);
      const past = await h.storeAsOwner(plannedBooking(room("2024-03-04", "10:00"), userId));
      await expect(h.port.cancelBooking(past, userId, 0, access)).resolves.toBeNull();
      const pastPass = await h.storeAsOwner(
        plannedBooking({ kind: "day-pass", date: "2024-03-05" }, userId),
      );
      await expect(h.port.cancelBooking(pastPass, userId, 0, access)).resolves.toBeNull();
    });

    it("refuses rows the constraints refuse", async () => {
      const h = harness();
      const userId = randomUUID();
      const access = h.signIn(userId);
      const date = nextDate();
      const booking = plannedBooking(room(date, "10:00"), userId);
      // Nine hours of a meeting room, past closing: refused whoever planned it.
      const nineHours = {
        ...booking,
        request: { ...room(date, "10:00"), hours: 9 },
        hours: 9,
        endsAt: clubInstant(date, "19:00")!.toISOString(),
      };
      await expect(h.port.createBooking(nineHours, access)).rejects.toBeInstanceOf(
        DataConstraintError,
      );
      await expect(
        h.port.createBooking({ ...booking, contactName: "x".repeat(121) }, access),
      ).rejects.toBeInstanceOf(DataConstraintError);
    });
  });
}
