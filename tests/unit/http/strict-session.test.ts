/** @jest-environment node */
import { getAuthPort } from "@/lib/auth";
import { createRateLimit, jsonOk } from "@/lib/http";
import { apiRoute, jsonPostRoute } from "@/lib/route";
import { z } from "@/lib/zod";
import { createTempDataDir, jsonPost, SITE } from "./route-helpers";

createTempDataDir();

const rateLimit = createRateLimit({ keyPrefix: "strict-test", points: 100, durationSeconds: 60 });
const write = jsonPostRoute(
  { name: "POST /test", schema: z.object({}), rateLimit, member: "required" },
  async () => jsonOk({}),
);
const read = apiRoute({ name: "GET /test", rateLimit, member: "required" }, async () => jsonOk({}));

describe("a member's write asks the auth server itself (issue 14, item 16)", () => {
  afterEach(() => jest.restoreAllMocks());

  it("looks the session up strictly for a write (bookings, cancellations), by signature for a read", async () => {
    const lookUp = jest.spyOn(getAuthPort(), "getSession").mockResolvedValue({
      user: { id: "u1", email: "asha@example.in" },
      session: { expiresAt: null },
    });
    expect((await write(jsonPost("/test", {}))).status).toBe(200);
    expect(lookUp).toHaveBeenLastCalledWith(expect.anything(), { strict: true });
    expect((await read(new Request(`${SITE}/test`))).status).toBe(200);
    expect(lookUp).toHaveBeenLastCalledWith(expect.anything(), { strict: false });
  });

  it("answers 401 when the strict check finds the session revoked", async () => {
    jest
      .spyOn(getAuthPort(), "getSession")
      .mockImplementation(async (_ctx, options) =>
        options?.strict
          ? null
          : { user: { id: "u1", email: "a@b.in" }, session: { expiresAt: null } },
      );
    expect((await write(jsonPost("/test", {}))).status).toBe(401);
  });
});
