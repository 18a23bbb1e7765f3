import { expect, test, type Page } from "@playwright/test";
import { PAYMENTS_E2E } from "../../playwright.config";
import { addDaysToDate, clubToday, formatDateLabel, isWeekday } from "@/lib/pricing";
import { axeViolations } from "./axe";
import { newMember, ownClientAddress, signUpAndIn, uniqueEmail } from "./helpers";

/**
 * Repeating bookings (issue 37, part 3) on the production build with payments online against the
 * fake Razorpay, as a member at 375 px: a room repeated weekly for 4 weeks with a date another
 * member took skipped, paid at once, seen on the dashboard, one date cancelled with its own refund.
 */
test.use({ baseURL: PAYMENTS_E2E.site });

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const checkout = (page: Page) => page.getByRole("dialog", { name: "Fake Razorpay Checkout" });

/** A weekday 10 to 30 days ahead (a refund 100%), and an hour, so runs rarely meet. */
function firstDate(): string {
  let date = addDaysToDate(clubToday(new Date()), 10 + Math.floor(Math.random() * 20));
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}
const randomHour = () => `${String(9 + Math.floor(Math.random() * 10)).padStart(2, "0")}:00`;

/** The page at 375 and 1280 px, light and dark, saved under test-results/ and checked by axe. */
async function screenshots(page: Page, label: string, reload: boolean) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      if (reload) await page.reload();
      // Without a reload (the preview is the page's state), the theme's class is set as the
      // header's toggle sets it.
      else {
        await page.evaluate(
          (dark) => document.documentElement.classList.toggle("dark", dark),
          scheme === "dark",
        );
      }
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `test-results/series-${label}-${width}-${scheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("a member repeats a room weekly for 4 weeks, skips a taken date, pays once and cancels one date @mobile", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const first = firstDate();
  const time = randomHour();
  const taken = addDaysToDate(first, 7);

  // Another member books and pays the second week's slot first.
  const other = await newMember(PAYMENTS_E2E.site, "Kabir Rao", PAYMENTS_E2E.mailFolder);
  const held = await other.api.post("/api/bookings", {
    data: {
      kind: "meeting-room",
      room: "4-seater",
      date: taken,
      time,
      hours: 1,
      techSupport: false,
    },
  });
  expect(held.status()).toBe(201);
  const { payment } = (await held.json()) as { payment: { orderId: string } };
  await page.request.post(`${PAYMENTS_E2E.fakeRazorpay}/__pay`, {
    data: { order_id: payment.orderId },
  });
  const delivered = await page.request.post(`${PAYMENTS_E2E.fakeRazorpay}/__webhook`, {
    data: {
      url: `${PAYMENTS_E2E.site}/api/payments/webhook`,
      event: "payment.captured",
      order_id: payment.orderId,
    },
  });
  expect(((await delivered.json()) as { status: number }).status).toBe(200);

  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: PAYMENTS_E2E.site }]);
  await signUpAndIn(
    page.request,
    PAYMENTS_E2E.site,
    { email: uniqueEmail("series"), name: "Asha Verma", userQuery: "Meeting rooms" },
    { verify: true, mailFolder: PAYMENTS_E2E.mailFolder },
  );

  await page.goto(`/meeting-rooms?date=${first}&time=${time}`);
  await page.getByRole("switch", { name: "Repeat weekly" }).click();
  await page.getByRole("button", { name: "Check dates" }).click();
  const rows = page.getByTestId("series-dates").getByRole("listitem");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText(`${formatDateLabel(first)}Available₹708`);
  await expect(rows.nth(1)).toContainText(`${formatDateLabel(taken)}Taken₹708`);
  await expect(page.getByTestId("series-total")).toHaveText("4 dates: ₹2,832 incl. GST");

  // The taken date must be skipped by the member before anything is held.
  await page.getByRole("button", { name: "Book 4 dates" }).click();
  await expect(page.getByTestId("series-error")).toHaveText(
    `${formatDateLabel(taken)} can't be booked: skip it to book the other dates.`,
  );
  await page.getByRole("checkbox", { name: `Skip ${formatDateLabel(taken)}` }).click();
  await expect(page.getByTestId("series-total")).toHaveText("3 dates: ₹2,124 incl. GST");
  expect(await axeViolations(page, "[data-testid=repeat-weekly]")).toEqual([]);
  await screenshots(page, "preview", false);

  await page.getByRole("button", { name: "Book 3 dates" }).click();
  await expect(checkout(page)).toBeVisible();
  await expect(checkout(page)).toContainText("2124.00 INR");
  await checkout(page).getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Repeating booking confirmed")).toBeVisible();
  await expect(page.getByTestId("series-booked")).toContainText(
    "Repeating booking confirmed: 3 dates",
  );

  await page.goto("/dashboard");
  const card = page.getByTestId("series-card");
  await expect(card).toContainText("4-Seater Meeting Room");
  const dates = card.getByTestId("series-date");
  await expect(dates).toHaveCount(3);
  for (const status of await dates.evaluateAll((all) => all.map((d) => d.dataset.status))) {
    expect(status).toBe("confirmed");
  }
  await expect(
    card.getByRole("link", { name: /^Tax invoice LC\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ }),
  ).toBeVisible();
  await expect(card.getByRole("link", { name: "Add series to calendar" })).toHaveAttribute(
    "href",
    /\/api\/bookings\/series\/[0-9a-f-]{36}\/ics$/,
  );

  // One date cancelled: its own refund, 100% more than 48 hours ahead, from the one payment.
  await dates.nth(1).getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("cancel-refund")).toHaveText(
    "Refund if you cancel now: ₹708 (100%).",
  );
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(toast(page, "Booking cancelled")).toBeVisible();
  await page.reload();
  await expect(dates.nth(1)).toHaveAttribute("data-status", "cancelled");
  await expect(dates.nth(1)).toContainText("Cancelled, refund ₹708");
  await expect(dates.nth(0)).toHaveAttribute("data-status", "confirmed");
  await expect(
    card.getByRole("link", { name: /^Credit note CN\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ }),
  ).toBeVisible();
  const state = (await (await page.request.get(`${PAYMENTS_E2E.fakeRazorpay}/__state`)).json()) as {
    refunds: { amount: number; payment_id: string }[];
    payments: { id: string; order_id: string; amount: number }[];
  };
  const paid = state.payments.find((p) => p.amount === 212_400 && p.order_id !== payment.orderId);
  expect(state.refunds.filter((r) => r.payment_id === paid?.id).map((r) => r.amount)).toEqual([
    70_800,
  ]);
  expect(await axeViolations(page, "[data-testid=series-section]")).toEqual([]);
  await screenshots(page, "dashboard", true);
});
