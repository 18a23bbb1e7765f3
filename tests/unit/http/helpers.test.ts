/** @jest-environment node */
import { z } from "zod";
import { DataConflictError, DataConstraintError, DataUnavailableError } from "@/lib/db";
import {
  checkOrigin,
  clientKey,
  createRateLimit,
  errorResponse,
  ForbiddenOriginError,
  HttpError,
  readJsonBody,
  UNAVAILABLE_MESSAGE,
  type ApiFailure,
} from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";

const SITE = "http://localhost:3000";

function post(headers: Record<string, string>, body?: BodyInit, url = `${SITE}/api/x`): Request {
  return new Request(url, { method: "POST", headers, body });
}

async function thrownBy(work: () => unknown): Promise<HttpError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("did not throw");
}

describe("checkOrigin", () => {
  it("accepts the site's own origin and the host the request was sent to", () => {
    expect(() => checkOrigin(post({ origin: SITE }))).not.toThrow();
    expect(() =>
      checkOrigin(
        post(
          { origin: "https://club.example", host: "club.example", "x-forwarded-proto": "https" },
          undefined,
          "http://10.0.0.5:3000/api/x",
        ),
      ),
    ).not.toThrow();
    expect(() =>
      checkOrigin(
        post(
          {
            origin: "https://club.example",
            "x-forwarded-host": "club.example",
            "x-forwarded-proto": "https",
          },
          undefined,
          "http://internal:3000/api/x",
        ),
      ),
    ).not.toThrow();
  });

  it.each([
    ["a foreign origin", { origin: "https://evil.example" }],
    ["another port", { origin: "http://localhost:3001" }],
    ["another scheme", { origin: "https://localhost:3000" }],
    ["no Origin header", {}],
    ["an opaque origin", { origin: "null" }],
    ["garbage", { origin: "not a url" }],
  ])("refuses %s with 403", async (_label, headers) => {
    const error = await thrownBy(() => checkOrigin(post(headers)));
    expect(error).toBeInstanceOf(ForbiddenOriginError);
    expect(error.status).toBe(403);
  });
});

describe("readJsonBody", () => {
  const json = { "content-type": "application/json" };

  it("parses a JSON body within the limit", async () => {
    await expect(readJsonBody(post(json, JSON.stringify({ a: 1 })), 100)).resolves.toEqual({
      a: 1,
    });
    await expect(
      readJsonBody(post({ "content-type": "application/json; charset=utf-8" }, "[1]"), 100),
    ).resolves.toEqual([1]);
  });

  it("answers 413 when the declared length is over the limit", async () => {
    const request = post({ ...json, "content-length": "5000" }, "{}");
    expect((await thrownBy(() => readJsonBody(request, 1000))).status).toBe(413);
  });

  it("answers 413 when the streamed body passes the limit, whatever Content-Length claims", async () => {
    const big = JSON.stringify({ message: "x".repeat(5000) });
    const chunks = [big.slice(0, 2000), big.slice(2000)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const request = new Request(`${SITE}/api/x`, {
      method: "POST",
      headers: { ...json, "content-length": "10" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await thrownBy(() => readJsonBody(request, 1000))).status).toBe(413);
  });

  it.each([
    ["malformed JSON", "{name:", "The request body is not valid JSON."],
    ["an empty body", "", "The request body is empty."],
  ])("answers 400 for %s", async (_label, body, message) => {
    const error = await thrownBy(() => readJsonBody(post(json, body), 100));
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
  });

  it("answers 415 for a body that is not declared JSON", async () => {
    expect(
      (await thrownBy(() => readJsonBody(post({ "content-type": "text/plain" }, "{}"), 100)))
        .status,
    ).toBe(415);
    expect((await thrownBy(() => readJsonBody(post({}, "{}"), 100))).status).toBe(415);
  });
});

describe("rate limiting", () => {
  it("behind one trusted proxy (as these tests run), keys on the address it appended", () => {
    expect(clientKey(post({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientKey(post({ "x-forwarded-for": "1.1.1.1, 203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientKey(post({ "x-real-ip": "198.51.100.2" }))).toBe("unknown");
    expect(clientKey(post({}))).toBe("unknown");
  });

  it("answers 429 with Retry-After in seconds once a client spends its points", async () => {
    const limit = createRateLimit({ keyPrefix: "test", points: 2, durationSeconds: 30 });
    const from = (ip: string) => post({ "x-forwarded-for": ip });
    await limit.consume(from("203.0.113.1"));
    await limit.consume(from("203.0.113.1"));
    const error = await thrownBy(() => limit.consume(from("203.0.113.1")));
    expect(error.status).toBe(429);
    const retryAfter = Number(error.headers?.["Retry-After"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    await expect(limit.consume(from("203.0.113.2"))).resolves.toBeUndefined();
  });
});

describe("errorResponse", () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("keeps a refusal's status, message, field errors and headers", async () => {
    const response = errorResponse(
      new HttpError("rate_limited", "Slow down.", { name: "x" }, { "Retry-After": "7" }),
      "test",
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(response.headers.get("cache-control")).toBe("no-store");
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "rate_limited",
      message: "Slow down.",
      fieldErrors: { name: "x" },
    });
  });

  it("answers a constraint the validation missed with 400", async () => {
    const response = errorResponse(new DataConstraintError("check"), "test");
    expect(response.status).toBe(400);
  });

  it.each([
    [
      "the database is unavailable",
      new DataUnavailableError("down", { cause: new Error("ECONNREFUSED") }),
    ],
    ["an unhandled conflict", new DataConflictError("dup")],
    ["a bug", new TypeError("undefined is not a function")],
    ["a thrown string", "boom"],
  ])("answers 503 without details when %s, and logs it", async (_label, error) => {
    const response = errorResponse(error, "POST /api/x");
    expect(response.status).toBe(503);
    const body = (await response.json()) as ApiFailure;
    expect(body).toEqual({ ok: false, code: "unavailable", message: UNAVAILABLE_MESSAGE });
    // Logged as a description (lib/http/log-safe.ts), never the error object with its data.
    expect(logged).toHaveBeenCalledWith(
      "[api] POST /api/x failed:",
      expect.stringContaining(error instanceof Error ? error.message : error),
    );
  });
});

describe("jsonPostRoute", () => {
  const schema = z.object({
    name: z.string().min(1, "Please enter your name."),
    website: z.string().optional(),
  });
  const handle = jest.fn(async (values: z.output<typeof schema>) =>
    Response.json({ ok: true, got: values }, { status: 201 }),
  );
  const handler = jsonPostRoute(
    {
      name: "POST /api/test",
      schema,
      rateLimit: createRateLimit({ keyPrefix: "handler", points: 100, durationSeconds: 60 }),
      honeypotField: "website",
    },
    handle,
  );
  const send = (body: unknown) =>
    handler(post({ origin: SITE, "content-type": "application/json" }, JSON.stringify(body)));

  beforeEach(() => handle.mockClear());

  it("hands valid input to the handler without the honeypot field", async () => {
    const response = await send({ name: "Asha", website: "" });
    expect(response.status).toBe(201);
    expect(handle).toHaveBeenCalledWith(
      { name: "Asha" },
      expect.objectContaining({ request: expect.any(Request), member: null }),
    );
  });

  it("answers 400 with one message per field", async () => {
    const response = await send({ name: "" });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "invalid_request",
      message: "Please check the form and try again.",
      fieldErrors: { name: "Please enter your name." },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers a filled honeypot as accepted and does nothing", async () => {
    const response = await send({ name: "", website: "https://spam.example" });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers a body that is not an object with 400 and no field errors", async () => {
    for (const body of [[1, 2], "text", null]) {
      const response = await send(body);
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toEqual({
        ok: false,
        code: "invalid_request",
        message: "Please check the form and try again.",
      });
    }
  });
});

describe("containsControlCharacters", () => {
  const { containsControlCharacters } = jest.requireActual(
    "@/lib/http/handler",
  ) as typeof import("@/lib/http/handler");
  it("finds NUL and other C0 controls anywhere in a body, but allows tabs and line breaks", () => {
    expect(containsControlCharacters({ name: "a\u0000b" })).toBe(true);
    expect(containsControlCharacters({ items: [{ note: "x\u0007" }] })).toBe(true);
    expect(
      containsControlCharacters({
        message: "line one\nline two\r\n\tindented",
        name: "नमस्ते 🪷 \u202e",
      }),
    ).toBe(false);
    expect(containsControlCharacters(null)).toBe(false);
  });
});
