/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST as cronBilling } from "@/app/api/cron/billing/route";
import { POST as notice } from "@/app/api/memberships/[id]/notice/route";
import { POST as handOffer } from "@/app/api/staff/memberships/[id]/holder/route";
import { GET as offer } from "@/app/api/memberships/offer/[token]/route";
import { POST as accept } from "@/app/api/memberships/offer/[token]/accept/route";
import { GET as depositPdf } from "@/app/api/memberships/deposit-documents/[id]/route";
import { GET as staffDepositPdf } from "@/app/api/staff/deposit-documents/[id]/pdf/route";
import { GET as gstr1 } from "@/app/api/staff/gstr1.csv/route";
import { GET as csv } from "@/app/api/staff/membership-invoices.csv/route";
import { POST as markPaid } from "@/app/api/staff/membership-invoices/[id]/paid/route";
import { GET as staffPdf } from "@/app/api/staff/membership-invoices/[id]/pdf/route";
import { GET as list, POST as create } from "@/app/api/staff/memberships/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { setClock } from "../bookings/route-helpers";
import {
  createTempDataDir,
  get,
  jsonPost,
  signUpMember,
  type Member,
} from "../bookings/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
// The first request opens and migrates a fresh database: a minute or more on a busy machine.
jest.setTimeout(300_000);

const folder = createTempDataDir();
const STAFF = `desk-${Date.now()}@lotusclub.in`;
const CRON = "cron-secret-for-membership-tests-0123";
Object.assign(process.env, {
  STAFF_EMAILS: STAFF,
  CRON_SECRET: CRON,
  BILLING_CLOCK: "settable",
  // Two sign-ups: a test machine's scrypt cost (allowed on a localhost site).
  PASSWORD_HASH_COST: "10",
});

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const withCookie = (request: Request, cookie: string) => {
  request.headers.set("cookie", cookie);
  return request;
};
const params = <P>(value: P) => ({ params: Promise.resolve(value) });

const OFFER = {
  plan: "dedicated-desk",
  seats: 1,
  term: "monthly",
  startDate: "2026-12-17",
  holderName: "Asha Verma",
  holderEmail: "asha@example.in",
  company: {
    legalName: '=HYPERLINK("http://evil")',
    gstin: "",
    billingAddress: "Sector 62, Noida",
    stateCode: "09",
  },
};

/**
 * The offer is accepted, and its first invoice dated, on "today" in club time; the worked example
 * (a 17 December start, prorated) and the expected sheet are for 26 November 2026. Only `Date` is
 * fixed (at noon club time; `setClock`), so the database's timers still run.
 */
const TODAY = new Date("2026-11-26T06:30:00Z");
beforeAll(() => setClock(TODAY));
afterAll(() => jest.useRealTimers());

let staff: Member;
let member: Member;
beforeAll(async () => {
  staff = await signUpMember("desk", "Meera");
  member = await signUpMember("member", "Asha");
  const db = await getEmbeddedDatabase(folder);
  await db.query("update embedded_auth.users set email = $2 where email = $1", [
    staff.email,
    STAFF,
  ]);
});

describe("the membership routes", () => {
  it("lets only staff make an offer, and says what is wrong with the seats", async () => {
    const refused = await create(
      withCookie(jsonPost("/api/staff/memberships", OFFER), member.cookie),
    );
    expect(refused.status).toBe(403);
    const bad = await create(
      withCookie(
        jsonPost("/api/staff/memberships", { ...OFFER, plan: "managed-office", seats: 3 }),
        staff.cookie,
      ),
    );
    expect(bad.status).toBe(400);
    await expect(bad.json()).resolves.toMatchObject({
      fieldErrors: { seats: "A managed office has 2, 4, 6, 15, 24 or 35 seats." },
    });
  });

  it("runs an offer from the staff form to the member's notice, billed on the 1st by the cron route", async () => {
    // Made to the member's own address: only its confirmed account may accept (issue 36).
    const made = await create(
      withCookie(
        jsonPost("/api/staff/memberships", { ...OFFER, holderEmail: member.email }),
        staff.cookie,
      ),
    );
    expect(made.status).toBe(201);
    const { membership } = (await made.json()) as { membership: { id: string; deposit: object } };
    expect(membership.deposit).toEqual({
      amount: 2_400_000,
      state: "due",
      refundDueBy: null,
      refund: null,
    });

    const db = await getEmbeddedDatabase(folder);
    const { rows } = await db.query<{ link: string }>(
      "select payload ->> 'link' as link from public.outbox where template = 'membership-offer'",
    );
    const token = rows[0]!.link.split("/").pop()!;
    expect(rows[0]!.link).toMatch(/\/memberships\/offer\/[A-Za-z0-9_-]{43}$/);
    const review = await offer(get(`/api/memberships/offer/${token}`), params({ token }));
    await expect(review.json()).resolves.toMatchObject({
      accepted: false,
      firstInvoice: {
        rent: 290_323,
        cgst: 26_129,
        sgst: 26_129,
        invoiceTotal: 342_581,
        amountDue: 2_742_581,
      },
    });
    expect((await offer(get("/api/memberships/offer/x"), params({ token: "x" }))).status).toBe(404);

    const accepted = await accept(
      withCookie(jsonPost(`/api/memberships/offer/${token}/accept`, {}), member.cookie),
      params({ token }),
    );
    expect(accepted.status).toBe(200);

    // Handing the offer to another address: staff only, and only before it is accepted.
    const handTo = (cookie: string) =>
      handOffer(
        withCookie(
          jsonPost(`/api/staff/memberships/${membership.id}/holder`, { email: "x@kestrel.in" }),
          cookie,
        ),
        params({ id: membership.id }),
      );
    expect((await handTo(member.cookie)).status).toBe(403);
    const late = await handTo(staff.cookie);
    expect(late.status).toBe(409);
    expect(JSON.stringify(await late.json())).toContain(
      "Only an offer not yet accepted can be sent to another address.",
    );

    const staffView = await (
      await list(withCookie(get("/api/staff/memberships"), staff.cookie))
    ).json();
    const first = staffView.invoices[0] as { id: string; number: string };
    const paid = await markPaid(
      withCookie(
        jsonPost(`/api/staff/membership-invoices/${first.id}/paid`, {
          method: "NEFT",
          reference: "UTR123",
        }),
        staff.cookie,
      ),
      params({ id: first.id }),
    );
    await expect(paid.json()).resolves.toMatchObject({
      invoice: { status: "paid", paymentMethod: "NEFT" },
    });

    const pdf = await staffPdf(
      withCookie(get(`/api/staff/membership-invoices/${first.id}/pdf`), staff.cookie),
      params({ id: first.id }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const notStaff = await staffPdf(
      withCookie(get(`/api/staff/membership-invoices/${first.id}/pdf`), member.cookie),
      params({ id: first.id }),
    );
    expect(notStaff.status).toBe(403);

    const run = (now: string, secret = CRON) =>
      cronBilling(
        new Request("http://localhost:3000/api/cron/billing", {
          method: "POST",
          headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
          body: JSON.stringify({ now }),
        }),
      );
    expect(
      (await run("2027-01-01T03:00:00Z", "wrong-secret-wrong-secret-wrong-secret")).status,
    ).toBe(401);
    await expect((await run("2027-01-01T03:00:00Z")).json()).resolves.toMatchObject({ issued: 1 });
    await expect((await run("2027-01-01T03:00:00Z")).json()).resolves.toMatchObject({ issued: 0 });

    const given = await notice(
      withCookie(jsonPost(`/api/memberships/${membership.id}/notice`, {}), member.cookie),
      params({ id: membership.id }),
    );
    await expect(given.json()).resolves.toMatchObject({ membership: { status: "notice" } });

    const sheet = await csv(
      withCookie(
        get("/api/staff/membership-invoices.csv?from=2026-11-01&to=2027-01-31"),
        staff.cookie,
      ),
    );
    const lines = (await sheet.text()).trim().split("\n");
    expect(lines[0]).toBe(
      "Invoice number,Date,Customer,GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Total,Security deposit (no GST),Amount due,Status",
    );
    expect(lines[1]).toBe(
      `${first.number},2026-11-26,"'=HYPERLINK(""http://evil"")",,09 Uttar Pradesh,2903.23,261.29,261.29,0.00,3425.81,24000.00,27425.81,paid`,
    );
    expect(lines).toHaveLength(3);
  });

  it("serves the deposit's receipt to its holder and staff, and the GSTR-1 month to staff only", async () => {
    const db = await getEmbeddedDatabase(folder);
    const { rows } = await db.query<{ id: string }>(
      "select id from public.deposit_documents where kind = 'receipt'",
    );
    const id = rows[0]!.id;
    const mine = await depositPdf(
      withCookie(get(`/api/memberships/deposit-documents/${id}`), member.cookie),
      params({ id }),
    );
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-disposition")).toBe(
      'attachment; filename="DR-26-27-000001.pdf"',
    );
    const notTheirs = await depositPdf(
      withCookie(get(`/api/memberships/deposit-documents/${id}`), staff.cookie),
      params({ id }),
    );
    expect(notTheirs.status).toBe(404);
    const staffCopy = await staffDepositPdf(
      withCookie(get(`/api/staff/deposit-documents/${id}/pdf`), staff.cookie),
      params({ id }),
    );
    expect(staffCopy.headers.get("content-type")).toBe("application/pdf");

    const refused = await gstr1(
      withCookie(get("/api/staff/gstr1.csv?month=2026-11"), member.cookie),
    );
    expect(refused.status).toBe(403);
    const badMonth = await gstr1(
      withCookie(get("/api/staff/gstr1.csv?month=2026-13"), staff.cookie),
    );
    expect(badMonth.status).toBe(400);
    const month = await gstr1(withCookie(get("/api/staff/gstr1.csv?month=2026-11"), staff.cookie));
    expect(month.headers.get("content-disposition")).toBe(
      'attachment; filename="gstr1-2026-11.csv"',
    );
    const text = await month.text();
    expect(text).toContain("OE,09-Uttar Pradesh,18,2903.23,0.00,261.29,261.29,0.00");
    expect(text).toMatch(/Receipt,DR\/26-27\/000001,2\d-Nov-2026,/);
  });
});
