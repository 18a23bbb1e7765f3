/** @jest-environment node */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createSupabaseAdapter } from "@/lib/leads/adapters/supabase";
import { DataConflictError, DataUnavailableError } from "@/lib/db";
import { startFakePostgrest, type FakePostgrest } from "./fake-postgrest";

const USER = "6f1c2b1e-2f43-4c1a-9d8e-0c6a2f1b7e10";

describe("supabase adapter: the requests it sends", () => {
  let fake: FakePostgrest;
  let adapter: ReturnType<typeof createSupabaseAdapter>;

  beforeAll(async () => {
    fake = await startFakePostgrest();
    adapter = createSupabaseAdapter({ url: fake.url, anonKey: fake.anonKey });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const last = () => fake.requests.at(-1)!;

  it("inserts a visitor's enquiry with the anon key as bearer and exactly its columns", async () => {
    await adapter.createEnquiry({
      inquiryType: "Tour",
      page: "/contact",
      name: "Asha",
      email: "asha@example.in",
      preferredDate: "2031-03-14",
    });
    expect(fake.requests).toHaveLength(1);
    const request = last();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/rest/v1/enquiries");
    expect([...request.query.keys()]).toEqual([]);
    expect(request.headers.apikey).toBe(fake.anonKey);
    expect(request.headers.authorization).toBe(`Bearer ${fake.anonKey}`);
    // No representation back: visitors may insert but never read.
    expect(request.headers.prefer ?? "").not.toContain("return=representation");
    expect(request.headers["content-type"]).toContain("application/json");
    expect(request.body).toEqual({
      inquiry_type: "Tour",
      page: "/contact",
      name: "Asha",
      email: "asha@example.in",
      preferred_date: "2031-03-14",
    });
  });

  it("acts as the signed-in user: their token as bearer, the anon key as apikey", async () => {
    const token = fake.tokenFor(USER);
    await adapter.createEnquiry(
      {
        inquiryType: "Membership",
        page: "/contact",
        name: "Asha",
        email: "asha@example.in",
        company: "Acme",
        teamSize: 6,
        userId: USER,
      },
      { accessToken: token },
    );
    expect(last().headers.authorization).toBe(`Bearer ${token}`);
    expect(last().headers.apikey).toBe(fake.anonKey);
    expect(last().body).toEqual({
      user_id: USER,
      inquiry_type: "Membership",
      page: "/contact",
      name: "Asha",
      email: "asha@example.in",
      company: "Acme",
      team_size: 6,
    });
  });

  it("inserts registrations and leads into their tables with their columns", async () => {
    await adapter.createEventRegistration({
      eventId: "mindful-mornings-workshop-2031-01-22",
      eventTitle: "Mindful Mornings",
      name: "Meera",
      email: "meera@example.in",
      phone: "98765 43210",
    });
    expect(last().path).toBe("/rest/v1/event_registrations");
    expect(last().body).toEqual({
      event_id: "mindful-mornings-workshop-2031-01-22",
      event_title: "Mindful Mornings",
      name: "Meera",
      email: "meera@example.in",
      phone: "98765 43210",
    });

    await adapter.createLead({
      userId: USER,
      name: "Meera",
      email: "meera@example.in",
      userQuery: "Studio?",
    });
    expect(last().path).toBe("/rest/v1/leads");
    expect(last().body).toEqual({
      user_id: USER,
      name: "Meera",
      email: "meera@example.in",
      user_query: "Studio?",
    });
  });

  it("maps PostgREST's 409 with code 23505 to DataConflictError", async () => {
    const registration = {
      eventId: "dup-event",
      eventTitle: "Dup",
      name: "A",
      email: "a@example.in",
    };
    await adapter.createEventRegistration(registration);
    await expect(
      adapter.createEventRegistration({ ...registration, email: "A@Example.in" }),
    ).rejects.toBeInstanceOf(DataConflictError);
  });

  it("reads a user's rows with their token, filtered by user and newest first", async () => {
    const token = fake.tokenFor(USER);
    await adapter.listEnquiriesByUser(USER, { accessToken: token });
    const request = last();
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/rest/v1/enquiries");
    expect(request.headers.authorization).toBe(`Bearer ${token}`);
    expect(request.query.get("user_id")).toBe(`eq.${USER}`);
    expect(request.query.get("order")).toBe("created_at.desc,id.asc");
    expect(request.query.get("select")?.split(",")).toEqual(
      expect.arrayContaining(["id", "inquiry_type", "created_at"]),
    );

    await adapter.listRegistrationsByUser(USER, { accessToken: token });
    expect(last().path).toBe("/rest/v1/event_registrations");
    expect(last().query.get("user_id")).toBe(`eq.${USER}`);
  });

  it("reports a row refused by row-level security as unavailable, not as success", async () => {
    await expect(
      adapter.createEnquiry({
        inquiryType: "General",
        page: "/contact",
        name: "A",
        email: "a@example.in",
        userId: USER,
      }),
    ).rejects.toBeInstanceOf(DataUnavailableError);
  });

  it("reports an invalid token as unavailable", async () => {
    await expect(
      adapter.createEnquiry(
        { inquiryType: "General", page: "/contact", name: "A", email: "a@example.in" },
        { accessToken: "expired" },
      ),
    ).rejects.toBeInstanceOf(DataUnavailableError);
  });
});

describe("supabase adapter: an unreachable backend", () => {
  it("rejects with DataUnavailableError", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));

    const adapter = createSupabaseAdapter({ url: `http://127.0.0.1:${port}`, anonKey: "k" });
    await expect(
      adapter.createEnquiry({
        inquiryType: "General",
        page: "/contact",
        name: "A",
        email: "a@example.in",
      }),
    ).rejects.toBeInstanceOf(DataUnavailableError);
  });
});
