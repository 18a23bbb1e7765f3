import { randomUUID } from "node:crypto";
import { DataConflictError, DataConstraintError } from "@/lib/db";
import type { LeadsAndBookings } from "./ports";
import type { DataAccess } from "@/lib/db";
import type { NewEnquiry } from "@/lib/leads/types";
import type { NewBooking } from "@/lib/bookings/types";
import { describeBookingContract } from "./booking-port-contract";

// Timestamps have millisecond resolution: rows whose order a test asserts are spaced apart.
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

export type DataPortHarness = {
  port: LeadsAndBookings;
  /** What the app passes for a signed-in user (the embedded adapter ignores it). */
  signIn(userId: string): DataAccess;
  /** Stores a booking as the database owner, past the functions' rules (a booking that has started). */
  storeAsOwner(booking: NewBooking): Promise<string>;
  close(): Promise<void>;
};

/** The behaviour every data adapter must share, run once per adapter. */
export function describeDataPortContract(
  label: string,
  createHarness: () => Promise<DataPortHarness>,
) {
  describe(`data port contract: ${label}`, () => {
    let h: DataPortHarness;

    beforeAll(async () => {
      h = await createHarness();
    }, 60_000);

    afterAll(async () => {
      await h?.close();
    });

    const visitorEnquiry = (): NewEnquiry => ({
      inquiryType: "Tour",
      page: "/contact",
      name: "Visitor",
      email: `${randomUUID()}@example.in`,
      preferredDate: "2031-03-14",
    });

    it("stores a visitor's enquiry, which no user can list", async () => {
      const userId = randomUUID();
      await expect(h.port.createEnquiry(visitorEnquiry())).resolves.toBeUndefined();
      await expect(h.port.listEnquiriesByUser(userId, h.signIn(userId))).resolves.toEqual([]);
    });

    it("stores a user's enquiries with every field and lists only theirs, newest first", async () => {
      const userId = randomUUID();
      const other = randomUUID();
      const access = h.signIn(userId);
      const general: NewEnquiry = {
        inquiryType: "General",
        page: "/contact",
        name: "Asha Verma",
        email: "asha@example.in",
        phone: "+91 98765 43210",
        company: "Acme",
        teamSize: 12,
        message: "Ten desks from March.",
        userId,
      };
      const event: NewEnquiry = {
        inquiryType: "Event",
        page: "/contact",
        name: "Asha Verma",
        email: "asha@example.in",
        organization: "Acme Foundation",
        eventType: "Product launch",
        proposedDate: "2031-04-01",
        userId,
      };
      await h.port.createEnquiry(general, access);
      await h.port.createEnquiry({ ...visitorEnquiry(), userId: other }, h.signIn(other));
      await tick();
      await h.port.createEnquiry(event, access);

      const listed = await h.port.listEnquiriesByUser(userId, access);
      expect(listed).toHaveLength(2);
      const [newest, oldest] = listed;
      expect(newest).toEqual({ ...event, id: expect.any(String), createdAt: expect.any(String) });
      expect(oldest).toEqual({ ...general, id: expect.any(String), createdAt: expect.any(String) });
      expect(newest!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(newest!.createdAt > oldest!.createdAt).toBe(true);
      expect(newest!.id).not.toBe(oldest!.id);
    });

    it("stores an invitation request with its reason", async () => {
      const userId = randomUUID();
      const access = h.signIn(userId);
      const invitation: NewEnquiry = {
        inquiryType: "Invitation",
        page: "/",
        name: "Ravi",
        email: "ravi@example.in",
        company: "Studio Nine",
        teamSize: 3,
        reason: "A quiet base near the expressway.",
        userId,
      };
      await h.port.createEnquiry(invitation, access);
      await expect(h.port.listEnquiriesByUser(userId, access)).resolves.toEqual([
        { ...invitation, id: expect.any(String), createdAt: expect.any(String) },
      ]);
    });

    it("refuses a row the database constraints refuse", async () => {
      await expect(
        h.port.createEnquiry({ ...visitorEnquiry(), name: "x".repeat(121) }),
      ).rejects.toBeInstanceOf(DataConstraintError);
    });

    it("registers once per event and email, whatever the case", async () => {
      const eventId = `founders-networking-night-${randomUUID()}`;
      const registration = {
        eventId,
        eventTitle: "Founders' Networking Night",
        name: "Meera",
        email: "Meera@Example.in",
      };
      await expect(h.port.createEventRegistration(registration)).resolves.toBeUndefined();
      await expect(
        h.port.createEventRegistration({
          ...registration,
          email: "meera@example.in",
          name: "Meera again",
        }),
      ).rejects.toBeInstanceOf(DataConflictError);
      await expect(
        h.port.createEventRegistration({ ...registration, eventId: `${eventId}-other` }),
      ).resolves.toBeUndefined();
    });

    it("lists a user's registrations, newest first, and no one else's", async () => {
      const userId = randomUUID();
      const access = h.signIn(userId);
      const first = {
        eventId: `a-${randomUUID()}`,
        eventTitle: "A",
        name: "N",
        email: "n@example.in",
        phone: "98765 43210",
        userId,
      };
      const second = {
        eventId: `b-${randomUUID()}`,
        eventTitle: "B",
        name: "N",
        email: "n@example.in",
        userId,
      };
      await h.port.createEventRegistration(first, access);
      await h.port.createEventRegistration({
        ...second,
        email: "someone@example.in",
        userId: undefined,
      });
      await tick();
      await h.port.createEventRegistration(second, access);
      await expect(h.port.listRegistrationsByUser(userId, access)).resolves.toEqual([
        { ...second, id: expect.any(String), createdAt: expect.any(String) },
        { ...first, id: expect.any(String), createdAt: expect.any(String) },
      ]);
    });

    it("stores leads from a visitor and from a signed-in user", async () => {
      const userId = randomUUID();
      await expect(
        h.port.createLead({
          userId,
          name: "New Member",
          email: "new@example.in",
          userQuery: "Podcast studio rates?",
        }),
      ).resolves.toBeUndefined();
      await expect(
        h.port.createLead(
          { userId, name: "New Member", email: "new@example.in", userQuery: "Again" },
          h.signIn(userId),
        ),
      ).resolves.toBeUndefined();
      await expect(h.port.createLead({ email: "only-email@example.in" })).resolves.toBeUndefined();
    });

    describeBookingContract(() => h);
  });
}
