/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { issueInvoice } from "@/lib/invoices/issue";
import { toInvoiceRecord, type InvoiceRow } from "@/lib/invoices/record";
import { asRole, migratedPGlite } from "../data/pglite";
import { meetingRoomInvoice } from "./fixtures";

const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
const OTHER_MEMBER = "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

type Issued = Pick<InvoiceRow, "number" | "series"> & { serial: number; financial_year: string };

let db: PGlite;
beforeAll(async () => {
  db = await migratedPGlite();
}, 60_000);
afterAll(() => db.close());
beforeEach(() => db.exec("delete from public.invoices; delete from public.invoice_counters;"));

/** 0008_invoices.sql: numbers unique and consecutive per series and financial year. */
describe("invoice numbering", () => {
  let refs = 0;

  const record = (userId = MEMBER, creditNoteFor?: string) =>
    toInvoiceRecord(meetingRoomInvoice(), {
      subject: "booking",
      subjectId: "booking-1",
      userId,
      creditNoteFor,
    });

  async function issue(
    at: string,
    options: {
      series?: "invoice" | "credit_note";
      ref?: string;
      on?: PGlite | Transaction;
      creditNoteFor?: string;
    } = {},
  ): Promise<Issued & { id: string }> {
    const { series = "invoice", ref = `pay_${++refs}`, on = db, creditNoteFor } = options;
    const { rows } = await on.query<Issued & { id: string }>(
      "select id, number, series, serial, financial_year from public.issue_invoice($1, $2, $3, $4)",
      [series, ref, at, JSON.stringify(record(MEMBER, creditNoteFor))],
    );
    return rows[0]!;
  }

  it("numbers invoices LC/26-27/000001, 000002 … in the financial year 2026-27", async () => {
    expect((await issue("2026-11-24T10:00:00Z")).number).toBe("LC/26-27/000001");
    expect((await issue("2026-11-24T10:05:00Z")).number).toBe("LC/26-27/000002");
  });

  it("starts again at 000001 on 1 April in club time (18:30 UTC on 31 March)", async () => {
    expect(await issue("2027-03-31T18:29:59Z")).toMatchObject({
      number: "LC/26-27/000001",
      financial_year: "2026-27",
    });
    expect(await issue("2027-03-31T18:30:00Z")).toMatchObject({
      number: "LC/27-28/000001",
      financial_year: "2027-28",
    });
    expect((await issue("2027-04-15T09:00:00Z")).number).toBe("LC/27-28/000002");
    // A year's number is never reused: a late issue dated in the old year continues it.
    expect((await issue("2027-03-31T12:00:00Z")).number).toBe("LC/26-27/000002");
  });

  it("numbers credit notes in their own series", async () => {
    const invoice = await issue("2026-11-24T10:00:00Z");
    await issue("2026-11-24T10:01:00Z");
    const note = await issue("2026-11-25T10:00:00Z", {
      series: "credit_note",
      ref: "rfnd_1",
      creditNoteFor: invoice.id,
    });
    expect(note.number).toBe("CN/26-27/000001");
    expect((await issue("2026-11-25T11:00:00Z")).number).toBe("LC/26-27/000003");
  });

  it("refuses a credit note that names no invoice, and an invoice that names one", async () => {
    await expect(issue("2026-11-24T10:00:00Z", { series: "credit_note" })).rejects.toThrow(
      /invoices_credit_note_check/,
    );
    const invoice = await issue("2026-11-24T10:00:00Z");
    await expect(issue("2026-11-24T10:01:00Z", { creditNoteFor: invoice.id })).rejects.toThrow(
      /invoices_credit_note_check/,
    );
  });

  it("issues one invoice per payment: again for the same payment returns it and uses no number", async () => {
    const first = await issue("2026-11-24T10:00:00Z", { ref: "pay_same" });
    const again = await issue("2026-11-24T10:00:03Z", { ref: "pay_same" });
    expect(again).toEqual(first);
    expect((await issue("2026-11-24T10:01:00Z")).number).toBe("LC/26-27/000002");
  });

  it("leaves no gap when the transaction that issued a number rolls back", async () => {
    await issue("2026-11-24T10:00:00Z");
    await expect(
      db.transaction(async (tx) => {
        await issue("2026-11-24T10:01:00Z", { on: tx });
        throw new Error("the confirmation failed after the invoice");
      }),
    ).rejects.toThrow("the confirmation failed");
    expect((await issue("2026-11-24T10:02:00Z")).number).toBe("LC/26-27/000002");
  });

  // PGlite runs one statement at a time, so this proves the numbering has no gap or duplicate
  // however calls and rollbacks interleave; on Postgres the counter's row lock (select … for
  // update in issue_invoice) queues truly parallel issuers the same way.
  it("gives forty issuers at once forty consecutive numbers, even with failures among them", async () => {
    const attempts = Array.from({ length: 48 }, (_, i) =>
      i % 6 === 5
        ? db
            .transaction(async (tx) => {
              await issue("2026-11-24T10:00:00Z", { on: tx });
              throw new Error("rolled back");
            })
            .then(
              () => null,
              () => null,
            )
        : issue("2026-11-24T10:00:00Z"),
    );
    const issued = (await Promise.all(attempts)).filter((row) => row !== null);
    expect(issued).toHaveLength(40);
    const serials = issued.map((row) => row.serial).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(issued.map((row) => row.number)).size).toBe(40);
    const { rows } = await db.query<{ last_serial: number }>(
      "select last_serial from public.invoice_counters where series = 'invoice'",
    );
    expect(rows).toEqual([{ last_serial: 40 }]);
  });

  it("keeps every number within 16 characters and refuses a 1,000,000th", async () => {
    expect((await issue("2026-11-24T10:00:00Z")).number.length).toBeLessThanOrEqual(16);
    await db.exec("update public.invoice_counters set last_serial = 999999");
    await expect(issue("2026-11-24T10:01:00Z")).rejects.toThrow(
      "The invoice series of 2026-27 has used all 999999 numbers",
    );
  });

  it("checks the stored sums: a total that is not taxable value plus tax is refused", async () => {
    const bad = { ...record(), total_paise: 1 };
    await expect(
      db.query("select public.issue_invoice('invoice', 'pay_bad', now(), $1)", [
        JSON.stringify(bad),
      ]),
    ).rejects.toThrow(/invoices_total_check/);
  });

  it("lets a member read only their own invoices, and issue none", async () => {
    await issue("2026-11-24T10:00:00Z");
    const mine = await asRole(db, "authenticated", MEMBER, () =>
      db.query("select number from public.invoices"),
    );
    expect(mine.rows).toEqual([{ number: "LC/26-27/000001" }]);
    const theirs = await asRole(db, "authenticated", OTHER_MEMBER, () =>
      db.query("select number from public.invoices"),
    );
    expect(theirs.rows).toEqual([]);
    await expect(
      asRole(db, "authenticated", MEMBER, () =>
        db.query("select public.issue_invoice('invoice', 'pay_x', now(), $1)", [
          JSON.stringify(record()),
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, "authenticated", MEMBER, () =>
        db.query("update public.invoice_counters set last_serial = 0"),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe("issueInvoice", () => {
  it("stores the draft and gives back the same invoice, numbered, for the PDF", async () => {
    const draft = meetingRoomInvoice({
      name: "Rohan Mehta",
      company: "Mehta Analytics LLP",
      gstin: "27AAPFU0939F1ZV",
    });
    const issuedAt = new Date("2026-11-24T10:00:00.000Z");
    const invoice = await issueInvoice(db, {
      series: "invoice",
      paymentRef: "pay_round_trip",
      issuedAt,
      draft,
      subject: "booking",
      subjectId: "booking-42",
      userId: MEMBER,
    });
    expect(invoice).toEqual({
      ...draft,
      id: expect.any(String),
      series: "invoice",
      number: "LC/26-27/000001",
      issuedAt,
      creditNoteFor: undefined,
    });
    const note = await issueInvoice(db, {
      series: "credit_note",
      paymentRef: "rfnd_round_trip",
      issuedAt,
      draft,
      subject: "booking",
      subjectId: "booking-42",
      creditNoteFor: { id: invoice.id, number: invoice.number },
    });
    expect(note).toMatchObject({ number: "CN/26-27/000001", creditNoteFor: "LC/26-27/000001" });
  });
});
