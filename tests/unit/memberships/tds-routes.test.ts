/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { GET as offer } from "@/app/api/memberships/offer/[token]/route";
import { POST as create } from "@/app/api/staff/memberships/route";
import { POST as setTds } from "@/app/api/staff/memberships/[id]/tds/route";
import { POST as certify } from "@/app/api/staff/memberships/[id]/tds-certificates/route";
import { getEmbeddedDatabase } from "@/lib/db/embedded";
import { lateFeeTerms } from "@/lib/memberships/collections";
import { get, jsonPost, setClock, type Member } from "../bookings/route-helpers";
import { params, setUpStaffRoutes, withCookie } from "../http/staff-route-suite";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(300_000);

let staff: Member;
let member: Member;
beforeAll(() => setClock(new Date("2026-11-26T06:30:00Z")));
afterAll(() => jest.useRealTimers());
const folder = setUpStaffRoutes(
  { staff: ["desk", "Meera"], member: "Ravi" },
  (people) => ({ staff, member } = people),
);
// The owner turned the late fee on: every new offer states 2 %.
process.env.MEMBERSHIP_LATE_FEE_PERCENT = "2";

describe("the staff TDS routes and the late fee setting", () => {
  it("marks TDS, records a certificate once, refuses members, and states the owner's late fee", async () => {
    const made = await create(
      withCookie(
        jsonPost("/api/staff/memberships", {
          plan: "managed-office",
          seats: 2,
          term: "monthly",
          startDate: "2027-01-01",
          holderName: "Ravi Menon",
          holderEmail: "ravi@kestrel.example",
        }),
        staff.cookie,
      ),
    );
    expect(made.status).toBe(201);
    const { membership } = (await made.json()) as { membership: { id: string; lateFeeBp: number } };
    expect(membership.lateFeeBp).toBe(200);
    const id = membership.id;
    const url = `/api/staff/memberships/${id}/tds`;

    expect(
      (await setTds(withCookie(jsonPost(url, { ratePercent: 10 }), member.cookie), params({ id })))
        .status,
    ).toBe(403);
    const bad = await setTds(
      withCookie(jsonPost(url, { ratePercent: 25 }), staff.cookie),
      params({ id }),
    );
    expect(bad.status).toBe(400);
    await expect(bad.json()).resolves.toMatchObject({
      fieldErrors: {
        ratePercent:
          "Enter the TDS rate in per cent, from 0 to 20 (0 when the holder deducts none).",
      },
    });
    const set = await setTds(
      withCookie(jsonPost(url, { ratePercent: 10 }), staff.cookie),
      params({ id }),
    );
    expect(set.status).toBe(200);
    await expect(set.json()).resolves.toMatchObject({ membership: { tdsRateBp: 1000 } });

    const certificates = `/api/staff/memberships/${id}/tds-certificates`;
    const body = { quarter: "2026-27 Q4", amount: 540_000, certificateNumber: "KSTRL16A0427" };
    const wrongQuarter = await certify(
      withCookie(jsonPost(certificates, { ...body, quarter: "2026-28 Q4" }), staff.cookie),
      params({ id }),
    );
    expect(wrongQuarter.status).toBe(400);
    await expect(wrongQuarter.json()).resolves.toMatchObject({
      fieldErrors: { quarter: "Choose the quarter, e.g. 2026-27 Q3." },
    });
    const recorded = await certify(
      withCookie(jsonPost(certificates, body), staff.cookie),
      params({ id }),
    );
    expect(recorded.status).toBe(201);
    await expect(recorded.json()).resolves.toMatchObject({
      certificate: { quarter: "2026-27 Q4", amount: 540_000, certificateNumber: "KSTRL16A0427" },
    });
    const again = await certify(
      withCookie(jsonPost(certificates, body), staff.cookie),
      params({ id }),
    );
    expect(again.status).toBe(409);
    await expect(again.json()).resolves.toMatchObject({
      code: "conflict",
      message: "This quarter's TDS certificate is recorded already.",
    });

    const db = await getEmbeddedDatabase(folder);
    const { rows } = await db.query<{ link: string }>(
      "select payload ->> 'link' as link from public.outbox where template = 'membership-offer'",
    );
    const token = rows[0]!.link.split("/").pop()!;
    const review = (await (
      await offer(get(`/api/memberships/offer/${token}`), params({ token }))
    ).json()) as { membership: { lateFeeBp: number | null } };
    // The offer page states it from the rate the offer locked in (content/membership-offer.ts).
    expect(review.membership.lateFeeBp).toBe(200);
    expect(lateFeeTerms(review.membership.lateFeeBp)).toBe(
      "A late fee of 2 % of an invoice's total (rent with GST) is charged once on an invoice still unpaid 10 days after its due date.",
    );
  });
});
