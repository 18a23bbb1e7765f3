/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import {
  creditableValue,
  formatLineAmount,
  memberQuote,
  quoteForMember,
  quoteLines,
  quoteMeetingRoom,
  quotePodcast,
  quoteWithCredit,
  type BookingQuote,
} from "@/lib/pricing";
import { migratedPGlite } from "../data/pglite";

let db: PGlite;
beforeAll(async () => {
  db = await migratedPGlite();
}, 60_000);
afterAll(() => db.close());

const room = (hours: number, techSupport = false, id: "4-seater" | "8-seater" = "4-seater") =>
  ({
    kind: "meeting-room",
    techSupport,
    ...quoteMeetingRoom({ room: id, hours, techSupport }),
  }) as BookingQuote;
const studio = (hours: number, post: number) =>
  ({
    kind: "podcast-studio",
    ...quotePodcast({ plan: "pro", hours, postProductionHours: post }),
  }) as BookingQuote;

describe("the member rate in the browser and in the database", () => {
  it("prices the same figures as 0090's member_quote and quote_with_credit", async () => {
    const quotes = [
      ...[1, 2, 3, 4, 5, 8].flatMap((h) => [room(h), room(h, true, "8-seater")]),
      studio(1, 0),
      studio(3, 2),
    ];
    for (const quote of quotes) {
      for (const percent of [0, 5, 15, 20, 35]) {
        const browser = memberQuote(quote, percent);
        const credit = Math.floor(creditableValue(browser) / 3);
        const { rows } = await db.query<{
          member: BookingQuote;
          paid: BookingQuote;
          value: string;
        }>(
          `select public.member_quote($1::jsonb, $2) as member,
             public.quote_with_credit(public.member_quote($1::jsonb, $2), $3) as paid,
             public.creditable_value(public.member_quote($1::jsonb, $2)) as value`,
          [JSON.stringify(quote), percent, credit],
        );
        expect(rows[0]!.member).toEqual(browser);
        expect(Number(rows[0]!.value)).toBe(creditableValue(browser));
        expect(rows[0]!.paid).toEqual(quoteWithCredit(browser, credit));
      }
    }
  });

  it("never charges a member more than the list price (8 hours keep their 20 %)", () => {
    const list = quoteMeetingRoom({ room: "4-seater", hours: 8, techSupport: false }).total;
    const eight = memberQuote(room(8), 10);
    expect(eight).toMatchObject({ discountPercent: 20, total: list, listTotal: list });
  });

  it("prints the member rate and the credit in the breakdown", () => {
    const quote = quoteForMember(room(2), { "meeting-room": 20, "podcast-studio": 20 }, 50_000);
    expect(quoteLines(quote).map((line) => [line.label, formatLineAmount(line)])).toEqual([
      ["Base (2 hours × ₹600)", "₹1,200"],
      ["Member rate (20% off)", "−₹240"],
      ["Add-ons", "₹0"],
      ["Paid with credit", "−₹500"],
      ["GST (18%)", "₹82.80"],
      ["Total", "₹542.80"],
      ["List price", "₹1,416"],
    ]);
  });
});
