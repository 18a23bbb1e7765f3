/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST } from "@/app/api/tours/route";
import { GET as CHALLENGE } from "@/app/api/tours/challenge/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { clubDateTimeOf } from "@/lib/pricing";
import { solveTourChallenge } from "@/lib/tours/proof-client";
import { tourDays, tourSlotsOn } from "@/lib/tours/slots";
import { createTempDataDir, jsonPost, SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

/**
 * Issue 39, trust 1: two addresses booked all 36 places of a day, each booking e-mailing an
 * address the caller chose, alerting staff and making a lead. One client (an address) now keeps
 * two live tours, and needs a solved proof-of-work from its second booking of a day.
 */
const folder = createTempDataDir();
afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const day = tourDays(new Date())[4]!;
const slots = tourSlotsOn(day, new Date());
const form = (i: number, proof?: string) => {
  const { date, time } = clubDateTimeOf(slots[i]!);
  return {
    inquiryType: "Tour",
    name: `Caller ${i}`,
    email: `caller${i}@example.in`,
    phone: "+91 98100 00000",
    preferredDate: date,
    tourTime: time,
    ...(proof ? { proof } : {}),
  };
};
const attacker = "198.51.100.200";
const book = (i: number, proof?: string) =>
  POST(jsonPost("/api/tours", form(i, proof), { clientIp: attacker }));
const challenge = async () =>
  (
    await CHALLENGE(
      new Request(`${SITE}/api/tours/challenge`, { headers: { "x-forwarded-for": attacker } }),
    )
  ).json();

it("one client cannot fill a day: a proof from the second booking, two live tours at most", async () => {
  expect((await book(0)).status).toBe(201);

  const unproven = await book(1);
  expect(unproven.status).toBe(403);
  expect((await unproven.json()).message).toBe(
    "Please try again: your browser could not finish a quick check before booking.",
  );
  // A made-up proof is no proof.
  const forged = Buffer.from(
    JSON.stringify({
      challenge: { parameters: { algorithm: "SHA-256", nonce: "00", salt: "00" }, signature: "x" },
      solution: { counter: 1, derivedKey: "00" },
    }),
  ).toString("base64");
  expect((await book(1, forged)).status).toBe(403);

  const proof = await solveTourChallenge(challenge);
  expect(proof).toEqual(expect.any(String));
  expect((await book(1, proof)).status).toBe(201);
  // A solved challenge is used once.
  const second = "198.51.100.201";
  const elsewhere = (i: number, answer?: string) =>
    POST(
      jsonPost(
        "/api/tours",
        { ...form(i, answer), email: `second${i}@example.in` },
        { clientIp: second },
      ),
    );
  expect((await elsewhere(4)).status).toBe(201);
  expect((await elsewhere(5, proof)).status).toBe(403);

  const third = await book(2, await solveTourChallenge(challenge));
  expect(third.status).toBe(429);
  expect((await third.json()).message).toBe(
    "You have booked as many tours as we can hold for one visitor. To book another, please call or WhatsApp us.",
  );

  const db = await getEmbeddedDatabase(folder);
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from public.tours where email like 'caller%@example.in'",
  );
  expect(rows[0]!.n).toBe(2);
  // Another visitor books as before.
  expect(
    (await POST(jsonPost("/api/tours", { ...form(3), email: "other@example.in" }))).status,
  ).toBe(201);
});
