/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import ICAL from "ical.js";
import { bookSeries, cancelSeries } from "@/lib/bookings/series";
import { seriesUid } from "@/lib/bookings/series/calendar";
import { formatClubClock, formatClubWeekdayDate } from "@/lib/format";
import { composeMessage } from "@/lib/mail/templates";
import { findPaymentByOrder } from "@/lib/payments";
import { confirmCheckoutPayment } from "@/lib/settlement";
import { openWeeksFrom } from "./open-weeks";
import { onlinePaymentsServer } from "../../payments/online-payments-server";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

/**
 * A repeating booking's e-mails (issue 37, part 3; 0115): ONE confirmation listing every date,
 * the series' one invoice e-mailed with its PDF, and one message for each cancellation (one date,
 * or every remaining date), never one per date.
 */
const server = onlinePaymentsServer();
let db: PGlite;
const MEMBER = {
  id: "6d1f3b2a-9c8e-4d7f-a6b5-1c2d3e4f5a06",
  email: "meera@example.in",
  name: "Meera Iyer",
};
const addresses = { from: "Lotus Club <hello@lotusclub.in>", staffAlertTo: "desk@lotusclub.in" };

type Owed = { template: string; source_id: string; recipient: string | null; payload: unknown };

beforeAll(() => {
  db = server.db;
});

/** The member's messages in the outbox, oldest first (staff's alerts left out). */
async function memberMail(): Promise<Owed[]> {
  const { rows } = await db.query<Owed>(
    `select template, source_id, recipient, payload from public.outbox
     where recipient = $1 order by created_at, template`,
    [MEMBER.email],
  );
  return rows;
}

const templatesOf = (mail: Owed[]) => mail.map((m) => m.template);
const when = (startsAt: string, endsAt: string) =>
  `${formatClubWeekdayDate(startsAt)}, ${formatClubClock(startsAt)} to ${formatClubClock(endsAt)}`;

describe("a repeating booking's e-mails", () => {
  it("sends one confirmation with every date, the invoice with its PDF, and one mail per cancellation", async () => {
    const { series, dates, payment } = await bookSeries(
      {
        request: {
          kind: "meeting-room",
          room: "4-seater",
          date: await openWeeksFrom(db, 9, 3),
          time: "11:00",
          hours: 1,
          techSupport: false,
        },
        weeks: 3,
        skip: [],
        buyer: {
          billingCompany: undefined,
          billingGstin: undefined,
          billingAddress: undefined,
          billingState: undefined,
        },
      },
      MEMBER,
    );
    // Held, not yet paid: nothing is owed to the member.
    expect(await memberMail()).toEqual([]);
    if (payment?.method !== "razorpay") throw new Error("expected an online order");
    const { response } = server.fake.pay(payment.orderId);
    if (!("razorpay_payment_id" in response)) throw new Error("expected a checkout success");
    const settled = await confirmCheckoutPayment(
      {
        orderId: payment.orderId,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      },
      (await findPaymentByOrder(payment.orderId))!,
    );
    expect(settled.outcome).toBe("confirmed");

    // Paid: one confirmation for the series and the series' invoice; no message per date.
    const paid = await memberMail();
    expect(templatesOf(paid).sort()).toEqual(["booking-series-confirmation", "payment-receipt"]);
    const confirmation = await composeMessage(
      paid.find((m) => m.template === "booking-series-confirmation")!,
      addresses,
    );
    expect(confirmation.to).toBe(MEMBER.email);
    expect(confirmation.subject).toMatch(/^Booking confirmed: .+, 3 dates weekly from /);
    for (const date of dates) {
      expect(confirmation.text).toContain(`${when(date.startsAt!, date.endsAt!)}: ₹708`);
    }
    expect(confirmation.text).toContain("Total: ₹2,124");
    expect(confirmation.text).toContain("Paid online.");
    // The invitation is the one weekly event, three occurrences.
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(confirmation.calendar!.content)).getFirstSubcomponent(
        "vevent",
      )!,
    );
    expect(confirmation.calendar!.method).toBe("REQUEST");
    expect(event.uid).toBe(seriesUid(series));
    expect(event.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;COUNT=3");

    const receipt = await composeMessage(
      paid.find((m) => m.template === "payment-receipt")!,
      addresses,
    );
    const { rows: invoices } = await db.query<{ number: string }>(
      "select number from public.invoices where subject_id = $1 and series = 'invoice'",
      [series.id],
    );
    expect(receipt.subject).toBe(`Payment received: tax invoice ${invoices[0]!.number}`);
    expect(receipt.text).toContain("Total: ₹2,124");
    const [pdf] = receipt.attachments!;
    expect(pdf!.contentType).toBe("application/pdf");
    expect(Buffer.from(pdf!.content).subarray(0, 5).toString()).toBe("%PDF-");

    // One date cancelled: one message for it, its refund and its occurrence's CANCEL.
    await cancelSeries(series.id, MEMBER.id, dates[1]!.id);
    const afterOne = (await memberMail()).filter(
      (m) => !paid.some((p) => p.source_id === m.source_id),
    );
    expect(templatesOf(afterOne).sort()).toEqual([
      "booking-series-cancellation",
      "payment-refunded",
    ]);
    const one = await composeMessage(
      afterOne.find((m) => m.template === "booking-series-cancellation")!,
      addresses,
    );
    expect(one.subject).toMatch(/^Booking cancelled: .+, /);
    expect(one.text).toContain("One date of your repeating booking is cancelled");
    expect(one.text).toContain(`${when(dates[1]!.startsAt!, dates[1]!.endsAt!)}: Refund ₹708`);
    expect(one.text).toContain("2 dates remain booked.");
    expect(one.calendar!.method).toBe("CANCEL");
    expect(one.calendar!.content).toContain("RECURRENCE-ID;TZID=Asia/Kolkata:");

    // Every remaining date: one message for both, the whole event cancelled.
    await cancelSeries(series.id, MEMBER.id, null);
    const all = await memberMail();
    const cancellations = all.filter((m) => m.template === "booking-series-cancellation");
    expect(cancellations).toHaveLength(2);
    const rest = await composeMessage(cancellations[1]!, addresses);
    expect(rest.text).toContain("2 dates of your repeating booking are cancelled");
    expect(rest.text).toContain("Your refund of ₹1,416 follows the cancellation policy");
    expect(rest.text).toContain(`${when(dates[2]!.startsAt!, dates[2]!.endsAt!)}: Refund ₹708`);
    expect(rest.text).toContain("No date of this repeating booking remains booked.");
    expect(rest.calendar!.method).toBe("CANCEL");
    expect(rest.calendar!.content).not.toContain("RECURRENCE-ID");
    // Never a single booking's confirmation or cancellation for a date of the series, and the
    // dates' credit notes are not e-mailed one by one: the invoice is the one receipt.
    expect(
      templatesOf(all).filter((t) => t.startsWith("booking-") && !t.includes("series")),
    ).toEqual([]);
    expect(templatesOf(all).filter((t) => t === "payment-receipt")).toHaveLength(1);
  });
});
