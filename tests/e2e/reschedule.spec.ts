import { expect, test, type Page } from "@playwright/test";
import { PAYMENTS_E2E } from "../../playwright.config";
import { addDaysToDate, clubInstant, clubToday, describeWhen, isWeekday } from "@/lib/pricing";
import { axeViolations } from "./axe";
import { E2E_PASSWORD, mailedMessage, ownClientAddress, signUpAndIn, uniqueEmail } from "./helpers";

/**
 * Moving a booking (issue 37, part 2) as a member on a phone: from the dashboard's link (the
 * same page the confirmation e-mail links to), to a new day and hour, back on the dashboard at
 * the new time.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

/** A random weekday 5 to 40 days ahead, and the weekday after it: its own slots, rarely shared. */
function twoWeekdays(): [string, string] {
  let date = addDaysToDate(clubToday(new Date()), 5 + Math.floor(Math.random() * 35));
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  let next = addDaysToDate(date, 1);
  while (!isWeekday(next)) next = addDaysToDate(next, 1);
  return [date, next];
}

const slot = (page: Page, time: string) =>
  page.locator(`[data-testid="time-slots"] label[data-slot="${time}"]`);

/** The page at 375 and 1280 px, light and dark (the theme's own `dark` class: nothing is lost). */
async function screenshots(page: Page, name: (file: string) => string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const scheme of ["light", "dark"] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle("dark", dark),
        scheme === "dark",
      );
      await page.screenshot({ path: name(`reschedule-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 375, height: 800 });
}

test.use({ viewport: { width: 375, height: 800 } });

test.beforeEach(async ({ page, context, baseURL }) => {
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

test("a member moves a room booking from the dashboard to another day and hour, and sees the new time", async ({
  page,
  baseURL,
}, testInfo) => {
  // Sign-up, a mailed confirmation and two pages on a shared two-core machine.
  test.setTimeout(180_000);
  const email = uniqueEmail("mover");
  await signUpAndIn(
    page.request,
    baseURL!,
    { email, password: E2E_PASSWORD, name: "Meera Rao", userQuery: "Meeting rooms" },
    { verify: true },
  );
  const book = async () => {
    const [date, next] = twoWeekdays();
    const answer = await page.request.post("/api/bookings", {
      headers: { origin: baseURL! },
      data: { kind: "meeting-room", room: "8-seater", date, time: "10:00", hours: 2 },
    });
    return { next, answer };
  };
  let first = await book();
  // Specs running beside this one book rooms and close days too: a taken one, another date.
  for (let tries = 1; first.answer.status() === 409 && tries < 5; tries++) first = await book();
  const { next, answer: booked } = first;
  expect(booked.status()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string } };

  // The confirmation e-mail links to the page where the new time is chosen.
  const confirmation = await mailedMessage(email, /^Booking confirmed: 8-Seater Meeting Room/);
  const link = confirmation.text.match(/https?:\/\/\S+\/dashboard\/bookings\/[0-9a-f-]+\/move/);
  expect(new URL(link![0]).pathname).toBe(`/dashboard/bookings/${booking.id}/move`);

  await page.goto("/dashboard");
  const item = page.locator(`[data-testid="booking-item"][data-booking-id="${booking.id}"]`);
  await expect(item.getByTestId("move-until")).toContainText("Can be moved until");
  await item.getByRole("link", { name: "Move booking" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/bookings/${booking.id}/move$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move your booking");
  await expect(slot(page, "10:00")).toHaveAttribute("data-status", "open");

  await page.locator("#date").fill(next);
  await slot(page, "15:00").click();
  await page.locator("#hours").selectOption("3");
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, (file) => testInfo.outputPath(file));
  await page.getByRole("button", { name: "Move booking" }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  const when = describeWhen({
    kind: "meeting-room",
    date: next,
    startsAt: clubInstant(next, "15:00")!.toISOString(),
    endsAt: clubInstant(next, "18:00")!.toISOString(),
  });
  await expect(item.getByText(when, { exact: true })).toBeVisible();
  // Three hours of the 8-seater, with GST, due at the front desk.
  await expect(item.getByText("Price breakdown")).toContainText("₹2,832");
  const moved = await mailedMessage(email, /^Booking moved: 8-Seater Meeting Room/);
  expect(moved.text).toContain("Your booking has moved");
});

test.describe("a booking paid online, moved to another price", () => {
  test.use({ baseURL: PAYMENTS_E2E.site });
  const checkout = (page: Page) => page.getByRole("dialog", { name: "Fake Razorpay Checkout" });
  const toast = (page: Page, text: string) =>
    page.locator("[data-sonner-toast]", { hasText: text });

  test("a member pays the difference for a longer booking through Razorpay, then moves it shorter and is refunded @mobile", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const site = PAYMENTS_E2E.site;
    await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: site }]);
    const email = uniqueEmail("reprice");
    await signUpAndIn(
      page.request,
      site,
      { email, name: "Meera Rao", userQuery: "Meeting rooms" },
      { verify: true, mailFolder: PAYMENTS_E2E.mailFolder },
    );
    // One hour of the 4-seater, paid online (the fake's checkout, its webhook).
    const book = async () => {
      const [date] = twoWeekdays();
      const time = `${String(9 + Math.floor(Math.random() * 8)).padStart(2, "0")}:00`;
      const answer = await page.request.post("/api/bookings", {
        headers: { origin: site },
        data: { kind: "meeting-room", room: "4-seater", techSupport: false, date, time, hours: 1 },
      });
      return { date, time, answer };
    };
    let first = await book();
    for (let tries = 1; first.answer.status() === 409 && tries < 5; tries++) first = await book();
    expect(first.answer.status()).toBe(201);
    const { date, time } = first;
    const { booking, payment } = (await first.answer.json()) as {
      booking: { id: string };
      payment: { orderId: string };
    };
    await page.request.post(`${PAYMENTS_E2E.fakeRazorpay}/__pay`, {
      data: { order_id: payment.orderId },
    });
    const delivered = await page.request.post(`${PAYMENTS_E2E.fakeRazorpay}/__webhook`, {
      data: {
        url: `${site}/api/payments/webhook`,
        event: "payment.captured",
        order_id: payment.orderId,
      },
    });
    expect(((await delivered.json()) as { status: number }).status).toBe(200);

    // Two hours instead of one: ₹708 more, paid through the checkout, and then it moves.
    await page.goto(`/dashboard/bookings/${booking.id}/move`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move your booking");
    await page.locator("#hours").selectOption("2");
    await expect(page.getByTestId("move-price")).toHaveText(
      "The new time costs ₹1,416: you pay the difference of ₹708 online, and your booking moves once it is paid.",
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Move booking" }).click();
    await expect(checkout(page)).toBeVisible();
    await expect(checkout(page)).toContainText("708.00 INR");
    await checkout(page).getByRole("button", { name: "Pay", exact: true }).click();
    await expect(toast(page, "Booking moved")).toContainText(
      "You paid the difference of ₹708. Your new tax invoice and a credit note for the old one are e-mailed.",
    );
    await expect(page).toHaveURL(/\/dashboard/);
    const item = page.locator(`[data-testid="booking-item"][data-booking-id="${booking.id}"]`);
    const end = `${String(Number(time.slice(0, 2)) + 2).padStart(2, "0")}:00`;
    const longer = describeWhen({
      kind: "meeting-room",
      date,
      startsAt: clubInstant(date, time)!.toISOString(),
      endsAt: clubInstant(date, end)!.toISOString(),
    });
    await expect(item.getByText(longer, { exact: true })).toBeVisible();
    await expect(item.getByText("Price breakdown")).toContainText("₹1,416");

    // Back to one hour: ₹708 refunded to the payment, the new invoice and a credit note issued.
    await page.goto(`/dashboard/bookings/${booking.id}/move`);
    await page.locator("#hours").selectOption("1");
    await expect(page.getByTestId("move-price")).toHaveText(
      "The new time costs ₹708: we refund the difference of ₹708 to how you paid.",
    );
    await page.getByRole("button", { name: "Move booking" }).click();
    await expect(toast(page, "Booking moved")).toContainText(
      "We are refunding the difference of ₹708. Your new tax invoice and a credit note for the old one are e-mailed.",
    );
    await expect(item.getByText("Price breakdown")).toContainText("₹708");
    const state = (await (
      await page.request.get(`${PAYMENTS_E2E.fakeRazorpay}/__state`)
    ).json()) as {
      orders: { id: string; amount: number; notes: Record<string, string> }[];
      refunds: { amount: number; payment_id: string }[];
      payments: { id: string; order_id: string }[];
    };
    // The difference's own order (the move's, for this booking) and its payment give ₹708 back.
    const order = state.orders.find((o) => o.notes.booking === booking.id && o.notes.move);
    expect(order?.amount).toBe(70_800);
    const difference = state.payments.find((p) => p.order_id === order!.id);
    expect(
      state.refunds.filter((r) => r.payment_id === difference!.id).map((r) => r.amount),
    ).toEqual([70_800]);
  });
});
