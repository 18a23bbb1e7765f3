/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { POST as pay } from "@/app/api/orders/[id]/pay/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { createBooking } from "@/lib/bookings";
import { toNewBooking } from "@/lib/bookings/input";
import { renderInvoicePdf } from "@/lib/invoices/pdf";
import { fromInvoiceRow, type InvoiceRow } from "@/lib/invoices/record";
import { startBookingPayment } from "@/lib/bookings/payments";
import type { PaymentRequest } from "@/lib/payments/types";
import { planBooking, type BookingRequest } from "@/lib/pricing";
import { getOrder, startCheckout } from "@/lib/store";
import { bookingSubmissionSchema } from "@/lib/validation/booking";
import { invoiceBuyerOf } from "@/lib/validation/invoice-address";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";
import { pdfTexts } from "../../support/pdf-texts";
import { onlinePaymentsServer } from "./online-payments-server";
import { weekdayAhead } from "../data/club-dates";
import { jsonPost, SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
// The first call opens and migrates a fresh database: tens of seconds on a busy machine.
jest.setTimeout(120_000);

/**
 * Issue 36, rule 46(e) at checkout: a buyer who gives a GSTIN gives the billing address and its
 * state (the GSTIN's own), and the tax invoice of the booking or store order names them; without a
 * GSTIN nothing more is asked or kept.
 */
const server = onlinePaymentsServer();
let fake: FakeRazorpay;
let db: PGlite;
beforeAll(() => {
  ({ fake, db } = server);
});

const PUNE = "Office 4, Baner Road, Pune 411045";
const MAHARASHTRA_GSTIN = "27AAPFU0939F1ZV";

const deliver = (body: string, headers: Record<string, string>) =>
  webhook(new Request(`${SITE}/api/payments/webhook`, { method: "POST", headers, body }));

async function captured(orderId: string) {
  fake.pay(orderId);
  const event = fake.webhookFor("payment.captured", { orderId });
  expect((await deliver(event.body, event.headers)).status).toBe(200);
}

const invoiceOf = async (subjectId: string) =>
  (await db.query<InvoiceRow>("select * from public.invoices where subject_id = $1", [subjectId]))
    .rows[0]!;

/** poppler's `pdftotext -layout`, as the accountant reads it; absent poppler, pdf.js's text. */
async function pdfText(row: InvoiceRow): Promise<string> {
  const pdf = await renderInvoicePdf(fromInvoiceRow(row));
  if (!existsSync("/usr/bin/pdftotext")) return (await pdfTexts([pdf]))[0]!;
  const file = path.join(mkdtempSync(path.join(tmpdir(), "checkout-address-")), "invoice.pdf");
  writeFileSync(file, pdf);
  return execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"]).toString();
}

async function placeOrder() {
  const { url } = await startCheckout(
    [{ product_id: "morning-ritual-mug", variant_id: "morning-ritual-mug-350ml", quantity: 1 }],
    {
      successUrl: `${SITE}/success`,
      cancelUrl: `${SITE}/store`,
      locale: "en-IN",
      timeZone: "Asia/Kolkata",
      userId: null,
      email: null,
    },
  );
  return (await getOrder(new URL(url).searchParams.get("order")!))!;
}
const payRequest = (orderId: string, billing: Record<string, string>) =>
  pay(jsonPost(`/api/orders/${orderId}/pay`, billing), {
    params: Promise.resolve({ id: orderId }),
  });

describe("the billing address of a GSTIN buyer at checkout", () => {
  it("refuses a GSTIN without an address, or with another state, with a message for the field", async () => {
    const order = await placeOrder();
    const noAddress = await payRequest(order.id, {
      billingCompany: "Asha Designs LLP",
      billingGstin: MAHARASHTRA_GSTIN,
    });
    expect(noAddress.status).toBe(400);
    expect((await noAddress.json()).fieldErrors).toEqual({
      billingAddress: "Enter your company's billing address: a tax invoice to a GSTIN names it.",
      billingState: "Choose the state of the billing address.",
    });
    const wrongState = await payRequest(order.id, {
      billingGstin: MAHARASHTRA_GSTIN,
      billingAddress: PUNE,
      billingState: "29",
    });
    expect(wrongState.status).toBe(400);
    expect((await wrongState.json()).fieldErrors).toEqual({
      billingState:
        "This GSTIN is registered in Maharashtra (code 27): choose that state, or check the GSTIN.",
    });
  });

  it("prints a store order's buyer with the address and state given", async () => {
    const order = await placeOrder();
    const answer = await payRequest(order.id, {
      billingCompany: "Asha Designs LLP",
      billingGstin: MAHARASHTRA_GSTIN.toLowerCase(),
      billingAddress: `  ${PUNE} `,
      billingState: "27",
    });
    expect(answer.status).toBe(200);
    const { payment } = (await answer.json()) as { payment: PaymentRequest };
    if (payment.method !== "razorpay") throw new Error("no online order");
    await captured(payment.orderId);
    const row = await invoiceOf(order.id);
    expect(row).toMatchObject({
      buyer_company: "Asha Designs LLP",
      buyer_gstin: MAHARASHTRA_GSTIN,
      buyer_address: PUNE,
      buyer_state: "27",
      place_of_supply: "09",
    });
    const text = await pdfText(row);
    expect(text).toMatch(
      /Bill to\s+Asha Designs LLP\s+Customer\s+Office 4, Baner Road, Pune 411045\s+State: Maharashtra, code 27\s+GSTIN: 27AAPFU0939F1ZV/,
    );
  });

  it("prints a booking's buyer with the address and state given, and keeps no address without a GSTIN", async () => {
    const request: BookingRequest = {
      kind: "meeting-room",
      room: "4-seater",
      date: weekdayAhead(9),
      time: "11:00",
      hours: 1,
      techSupport: false,
    };
    const submitted = bookingSubmissionSchema.parse({
      ...request,
      billingCompany: "Asha Designs LLP",
      billingGstin: MAHARASHTRA_GSTIN,
      billingAddress: PUNE,
      billingState: "27",
    });
    const planned = planBooking(request, new Date());
    if (!planned.ok) throw new Error(planned.message);
    const booking = await createBooking(
      toNewBooking(request, planned.booking, "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01", {
        name: "Asha Verma",
        email: "asha@example.in",
      }),
    );
    const payment = await startBookingPayment(booking, { buyer: invoiceBuyerOf(submitted) });
    if (payment?.method !== "razorpay") throw new Error("no online order");
    await captured(payment.orderId);
    const text = await pdfText(await invoiceOf(booking.id));
    expect(text).toMatch(
      /Bill to\s+Asha Designs LLP\s+Asha Verma\s+Office 4, Baner Road, Pune 411045\s+State: Maharashtra, code 27\s+GSTIN: 27AAPFU0939F1ZV/,
    );

    // Without a GSTIN the address is neither asked nor kept.
    const plain = bookingSubmissionSchema.parse({ ...request, billingAddress: PUNE });
    expect(invoiceBuyerOf(plain)).toEqual({ company: undefined, gstin: undefined });
  });
});
