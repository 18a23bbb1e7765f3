import { expect, test, type APIRequestContext } from "@playwright/test";
import { staffInbox } from "./helpers";

/**
 * Every state-changing route handler, sent what attackers and broken clients send: each answer
 * is a 4xx with a clear message, never a 5xx; floods get 429; the server stays up; nothing
 * invalid is stored.
 */
type Target = {
  path: string;
  valid: () => Record<string, unknown>;
  /** Routes whose body is empty by design: any JSON object is as good as none. */
  emptyBody?: boolean;
  /** Routes that answer an anonymous caller 401 before reading the body. */
  membersOnly?: boolean;
};

const email = () => `abuse-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

const postTargets: Target[] = [
  {
    path: "/api/enquiries",
    valid: () => ({ inquiryType: "Tour", name: "Abuse Test", email: email() }),
  },
  {
    path: "/api/event-registrations",
    valid: () => ({ eventId: "no-such-event-2026-01-01", name: "Abuse Test", email: email() }),
  },
  {
    path: "/api/auth/signin",
    valid: () => ({ email: email(), password: "not-the-password", remember: true }),
  },
  {
    path: "/api/auth/signup",
    valid: () => ({ email: email(), password: "lotus-secret-1", name: "Abuse", userQuery: "x" }),
  },
  { path: "/api/auth/signout", valid: () => ({}), emptyBody: true },
  {
    path: "/api/bookings",
    valid: () => ({
      kind: "meeting-room",
      room: "4-seater",
      date: "2030-01-07",
      time: "10:00",
      hours: 1,
      techSupport: false,
    }),
    membersOnly: true,
  },
  {
    path: "/api/bookings/00000000-0000-4000-8000-000000000000/cancel",
    valid: () => ({}),
    emptyBody: true,
    membersOnly: true,
  },
  {
    path: "/api/checkout",
    valid: () => ({ items: [{ variantId: "nope", quantity: 1 }], cancelPath: "/store" }),
  },
];

let clientCounter = 0;
function client() {
  clientCounter += 1;
  return `198.51.${Math.floor(Math.random() * 200)}.${clientCounter % 250}`;
}

async function post(
  request: APIRequestContext,
  path: string,
  data: string | Buffer,
  headers: Record<string, string> = {},
) {
  return request.post(path, {
    data,
    headers: {
      "content-type": "application/json",
      origin: new URL(test.info().project.use.baseURL!).origin,
      "x-forwarded-for": client(),
      ...headers,
    },
    failOnStatusCode: false,
  });
}

async function expectClear4xx(response: Awaited<ReturnType<typeof post>>, status?: number) {
  if (status) expect(response.status()).toBe(status);
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  const body = await response.json();
  expect(body.ok).toBe(false);
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(5);
  expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules|Error:/);
}

for (const target of postTargets) {
  test.describe(`POST ${target.path}`, () => {
    test("malformed JSON, wrong types, missing fields and empty bodies are refused", async ({
      request,
    }) => {
      const expected = target.membersOnly ? undefined : 400;
      await expectClear4xx(await post(request, target.path, "{not json"), expected);
      if (target.emptyBody) {
        for (const body of ["[]", "null"])
          await expectClear4xx(await post(request, target.path, body), expected);
        // Any object is a valid (empty) request: it must still never fail on the server.
        expect((await post(request, target.path, '{"a":{"b":[1]}}')).status()).toBeLessThan(500);
        return;
      }
      await expectClear4xx(await post(request, target.path, ""), expected);
      await expectClear4xx(await post(request, target.path, "[]"), expected);
      await expectClear4xx(await post(request, target.path, "null"), expected);
      await expectClear4xx(await post(request, target.path, JSON.stringify({})), expected);
      const wrongTypes = Object.fromEntries(
        Object.keys(target.valid()).map((k) => [k, { nested: [1, 2] }]),
      );
      await expectClear4xx(await post(request, target.path, JSON.stringify(wrongTypes)), expected);
      const numbers = Object.fromEntries(Object.keys(target.valid()).map((k) => [k, 12345]));
      await expectClear4xx(await post(request, target.path, JSON.stringify(numbers)), expected);
    });

    test("oversized bodies are 413", async ({ request }) => {
      const huge = JSON.stringify({ ...target.valid(), name: "x".repeat(200_000) });
      await expectClear4xx(await post(request, target.path, huge), 413);
    });

    test("foreign or missing Origins are 403", async ({ request }) => {
      const body = JSON.stringify(target.valid());
      await expectClear4xx(
        await post(request, target.path, body, { origin: "https://evil.example" }),
        403,
      );
      await expectClear4xx(await post(request, target.path, body, { origin: "null" }), 403);
    });

    test("a non-JSON content type is refused", async ({ request }) => {
      const response = await request.post(target.path, {
        data: "name=x&email=y",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: new URL(test.info().project.use.baseURL!).origin,
          "x-forwarded-for": client(),
        },
        failOnStatusCode: false,
      });
      await expectClear4xx(response);
    });

    test("a flood from one client gets 429 with Retry-After, and the server stays up", async ({
      request,
    }) => {
      const ip = client();
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) {
        const response = await post(request, target.path, "{bad", { "x-forwarded-for": ip });
        statuses.push(response.status());
        if (response.status() === 429) {
          expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
          await expectClear4xx(response, 429);
          break;
        }
      }
      expect(statuses).toContain(429);
      expect(statuses.every((s) => s < 500)).toBe(true);
      expect((await request.get("/api/health")).status()).toBe(200);
    });
  });
}

test("hostile strings are stored as text and nothing invalid is stored", async ({
  request,
  page,
}) => {
  const before = (await staffInbox(request)).enquiries.length;
  const hostile = email();
  const payloads = [
    { inquiryType: "Tour", name: "", email: hostile },
    { inquiryType: "Tour", name: "x", email: "not-an-email" },
    { inquiryType: "Nope", name: "x", email: hostile },
    { inquiryType: "Tour", name: "n".repeat(5000), email: hostile },
    { inquiryType: "Tour", name: "\u0000\u202e", email: hostile },
  ];
  for (const payload of payloads) {
    const response = await post(request, "/api/enquiries", JSON.stringify(payload));
    expect(response.status()).toBe(400);
  }
  expect((await staffInbox(request)).enquiries.length).toBe(before);

  const script = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> 🪷 नमस्ते`;
  const ok = await post(
    request,
    "/api/enquiries",
    JSON.stringify({ inquiryType: "Partnership", name: script, email: hostile, message: script }),
  );
  expect(ok.status()).toBe(201);
  const stored = (await staffInbox(request)).enquiries.find((e) => e.email === hostile);
  expect(stored).toMatchObject({ name: script, message: script });
  // The staff inbox is JSON: the string comes back exactly, unexecuted.
  await page.goto("/");
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});
