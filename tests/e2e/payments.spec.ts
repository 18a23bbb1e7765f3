import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { PAYMENTS_E2E } from "../../playwright.config";
import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";
import { site } from "@/lib/site";
import { pdfTexts } from "../support/pdf-texts";
import { axeViolations } from "./axe";
import { newMember, ownClientAddress, signUpAndIn, uniqueEmail } from "./helpers";

/**
 * Online payment on the production build: the server configured with Razorpay's keys against the
 * fake Razorpay (tests/support/fake-razorpay.mjs), whose checkout stand-in opens a dialog with
 * "Pay", "Fail payment" and "Close". Holds last PAYMENTS_E2E.holdSeconds here.
 */
test.use({ baseURL: PAYMENTS_E2E.site });

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

/** A random weekday 3 to 40 days ahead, so parallel tests rarely meet (and a refund is 100%). */
function randomWeekday(): string {
  let date = addDaysToDate(clubToday(new Date()), 3 + Math.floor(Math.random() * 38));
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}
const randomHour = () => `${String(9 + Math.floor(Math.random() * 10)).padStart(2, "0")}:00`;

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const checkout = (page: Page) => page.getByRole("dialog", { name: "Fake Razorpay Checkout" });

type FakeState = { refunds: { id: string; amount: number; payment_id: string }[] };
const fakeState = async (page: Page): Promise<FakeState> =>
  (await page.request.get(`${PAYMENTS_E2E.fakeRazorpay}/__state`)).json();

test.beforeEach(async ({ page, context }) => {
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: PAYMENTS_E2E.site }]);
  const email = uniqueEmail("payer");
  await signUpAndIn(
    page.request,
    PAYMENTS_E2E.site,
    { email, name: "Asha Verma", userQuery: "Meeting rooms" },
    { verify: true, mailFolder: PAYMENTS_E2E.mailFolder },
  );
});

/** Opens the meeting-room calculator on a free slot and presses Book Now: the checkout opens. */
async function bookRoom(page: Page) {
  const date = randomWeekday();
  const time = randomHour();
  await page.goto(`/meeting-rooms?date=${date}&time=${time}`);
  await expect(page.getByText("Pay online by UPI, card or netbanking to confirm.")).toBeVisible();
  await page.getByRole("button", { name: "Book Now" }).click();
  await expect(checkout(page)).toBeVisible();
  await expect(checkout(page)).toContainText("708.00 INR");
  return { date, time };
}

test("a member pays a room by UPI, sees it paid, downloads the GST invoice, and cancels with a refund", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Rendered on the server as the browser will show it: the online note and the GST details.
  const html = await (await page.request.get("/meeting-rooms")).text();
  expect(html).toContain("Pay online by UPI, card or netbanking to confirm.");
  expect(html).toContain("Add your company&#x27;s GSTIN to the tax invoice (optional)");
  await bookRoom(page);
  await checkout(page).getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Booking confirmed")).toBeVisible();
  const confirmation = page.getByTestId("booking-confirmation");
  await expect(confirmation).toHaveAttribute("data-status", "confirmed");
  await expect(confirmation).toContainText("Booking confirmed: 4-Seater Meeting Room");
  await expect(confirmation).toContainText("Paid online.");

  await page.goto("/dashboard");
  const item = page.getByTestId("booking-item").first();
  await expect(item).toHaveAttribute("data-status", "confirmed");
  await expect(item).toContainText("Paid online.");
  const invoiceLink = item.getByRole("link", {
    name: /^Tax invoice LC\/\d{2}-\d{2}\/\d{6} \(PDF\)$/,
  });
  const number = (await invoiceLink.textContent())!.match(/LC\/\S+/)![0];
  const [download] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
  expect(download.suggestedFilename()).toBe(`${number.replace(/\//g, "-")}.pdf`);
  const [text] = await pdfTexts([await readFile((await download.path())!)]);
  for (const expected of [
    number,
    site.legalName,
    site.gstin,
    "SAC 997212",
    "Asha Verma",
    "CGST @ 9%",
    "SGST @ 9%",
    "600.00",
    "708.00",
    "Rupees Seven Hundred Eight Only",
  ]) {
    expect(text!).toContain(expected);
  }

  await item.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("cancel-refund")).toHaveText(
    "Refund if you cancel now: ₹708 (100%).",
  );
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(toast(page, "Booking cancelled")).toBeVisible();
  await page.reload();
  const cancelled = page.getByTestId("booking-item").first();
  await expect(cancelled).toHaveAttribute("data-status", "cancelled");
  await expect(cancelled).toContainText(/Refund of ₹708 processed \(rfnd_\w+\)\./);
  const refundId = (await cancelled.textContent())!.match(/rfnd_\w+/)![0];
  expect((await fakeState(page)).refunds.find((r) => r.id === refundId)).toMatchObject({
    amount: 70_800,
  });
  await expect(
    cancelled.getByRole("link", { name: /^Credit note CN\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ }),
  ).toBeVisible();
});

test("closing the checkout keeps the hold, which then lapses and frees the slot @mobile", async ({
  page,
}) => {
  test.setTimeout(PAYMENTS_E2E.holdSeconds * 1000 + 90_000);
  const { date, time } = await bookRoom(page);
  await checkout(page).getByRole("button", { name: "Close" }).click();
  await expect(toast(page, "Payment not completed")).toBeVisible();
  const confirmation = page.getByTestId("booking-confirmation");
  await expect(confirmation).toHaveAttribute("data-status", "pending_payment");
  await expect(confirmation).toContainText("Awaiting payment: 4-Seater Meeting Room");
  await expect(confirmation).toContainText(/Your slot is held until \d{1,2}:\d{2}\s?[ap]m\./i);
  await expect(confirmation.getByRole("button", { name: "Pay now" })).toBeVisible();
  expect(await axeViolations(page, "[data-testid=booking-confirmation]")).toEqual([]);

  // Held: nobody else can take it meanwhile.
  const taken = async () => {
    const answer = await page.request.get(`/api/bookings/slots?resource=4-seater&date=${date}`);
    return ((await answer.json()) as { taken: string[] }).taken.includes(time);
  };
  expect(await taken()).toBe(true);

  await page.goto("/dashboard");
  const item = page.getByTestId("booking-item").first();
  await expect(item).toHaveAttribute("data-status", "pending_payment");
  await expect(item.getByRole("button", { name: "Pay now" })).toBeVisible();

  // Unpaid past its time: the slot is free again and the dashboard says it was not booked.
  await expect.poll(taken, { timeout: PAYMENTS_E2E.holdSeconds * 1000 + 20_000 }).toBe(false);
  await page.reload();
  await expect(item).toHaveAttribute("data-status", "expired");
  await expect(item).toContainText("The hold ended before it was paid; the slot was released.");
  await expect(item.getByRole("button", { name: "Pay now" })).toHaveCount(0);
});

test("a failed payment keeps the hold, says why, and can be paid again", async ({ page }) => {
  await bookRoom(page);
  await checkout(page).getByRole("button", { name: "Fail payment" }).click();
  await expect(toast(page, "Payment failed")).toContainText("Payment was cancelled by the user");
  const confirmation = page.getByTestId("booking-confirmation");
  await expect(confirmation).toHaveAttribute("data-status", "pending_payment");

  await confirmation.getByRole("button", { name: "Pay now" }).click();
  await checkout(page).getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Booking confirmed")).toBeVisible();
  await expect(confirmation).toHaveAttribute("data-status", "confirmed");
  await expect(confirmation).toContainText("Paid online.");
});

test("20 members holding the same slot at once: exactly one gets it", async () => {
  test.setTimeout(180_000);
  const members = [];
  // Five at a time: sign-ups hash passwords, and the server queues only so many hashes at once.
  for (let i = 0; i < 4; i++) {
    members.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, () =>
          newMember(PAYMENTS_E2E.site, "Racing Member", PAYMENTS_E2E.mailFolder),
        ),
      )),
    );
  }
  const request = {
    kind: "meeting-room",
    room: "8-seater",
    date: randomWeekday(),
    time: randomHour(),
    hours: 1,
    techSupport: false,
  };
  const answers = await Promise.all(
    members.map(({ api }) => api.post("/api/bookings", { data: request })),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  const winner = answers.find((answer) => answer.status() === 201)!;
  expect(await winner.json()).toMatchObject({
    booking: { status: "pending_payment", totalPaise: 94_400 },
    payment: { method: "razorpay", amount: 94_400, currency: "INR" },
  });
  await Promise.all(members.map(({ api }) => api.dispose()));
});

test("a day pass paid for a company in another state is taxed in Uttar Pradesh, naming its GSTIN and billing address", async ({
  page,
}) => {
  // Three submissions (a bad GSTIN, no address, another state) before the payment, then the PDF.
  test.setTimeout(150_000);
  await page.goto("/checkout?item=day-pass");
  await page.locator("#phone").fill("+91 98765 43210");
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("checkbox", { name: /security deposit/ }).click();
  await page.locator("#date").fill(randomWeekday());
  await page.getByText("Add your company's GSTIN to the tax invoice (optional)").click();
  await page.locator("#billingCompany").fill("Sahyadri Ventures LLP");
  await page.locator("#billingGstin").fill("27AAACL1234C1Z4");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(
    page.getByText("Please enter a valid 15-character GSTIN, e.g. 09AAACL1234C1Z3."),
  ).toBeVisible();
  await expect(page.locator("#billingCompany")).toHaveValue("Sahyadri Ventures LLP");

  await page.locator("#billingGstin").fill("27AAACL1234C1Z5");
  // A GSTIN asks the billing address and its state (rule 46(e)), the state checked against it.
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(
    page.getByText("Enter your company's billing address: a tax invoice to a GSTIN names it."),
  ).toBeVisible();
  await page.locator("#billingAddress").fill("Office 4, Baner Road, Pune 411045");
  await page.locator("#billingState").selectOption({ label: "Karnataka" });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(
    page.getByText(
      "This GSTIN is registered in Maharashtra (code 27): choose that state, or check the GSTIN.",
    ),
  ).toBeVisible();
  await expect(page.locator("#billingAddress")).toHaveValue("Office 4, Baner Road, Pune 411045");
  await page.locator("#billingState").selectOption({ label: "Maharashtra" });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await checkout(page).getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Booking confirmed")).toContainText("Day Pass");

  await page.goto("/dashboard");
  const link = page.getByRole("link", { name: /^Tax invoice LC\// });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const [text] = await pdfTexts([await readFile((await download.path())!)]);
  for (const expected of [
    "Sahyadri Ventures LLP",
    "27AAACL1234C1Z5",
    "Office 4, Baner Road, Pune 411045",
    "State: Maharashtra, code 27",
    "Place of supply: 09 Uttar Pradesh",
    "CGST @ 9%",
    "SGST @ 9%",
    "708.00",
  ]) {
    expect(text!).toContain(expected);
  }
  expect(text!).not.toContain("IGST");
});

test("a member pays a store order online after checkout and downloads its GST invoice for goods", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stock = page.waitForResponse((r) => r.url().includes("/api/inventory"));
  await page.goto("/store");
  await stock;
  await page.getByRole("button", { name: "Add to Cart: Morning Ritual Mug" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // The header hides while scrolling down (spec section 4); back at the top it shows.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: /^Open cart/ }).click();
  await page
    .getByRole("dialog", { name: "Your cart" })
    .getByRole("button", { name: "Checkout" })
    .click();

  await expect(page).toHaveURL(/\/success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay to confirm your order");
  await expect(page.getByText(/^We are holding these items for you until /)).toBeVisible();
  await expect(page.getByTestId("order-summary")).toContainText("Waiting for payment online");
  await page.getByRole("button", { name: "Pay ₹649 now" }).click();
  await expect(checkout(page)).toContainText("649.00 INR");
  await checkout(page).getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order is confirmed");
  await expect(page.getByText(/^Paid online\. Collect it at the front desk/)).toBeVisible();
  await expect(page.getByTestId("order-summary")).toContainText("Paid online, ready to collect");
  const invoiceLink = page.getByRole("link", { name: "Download the tax invoice (PDF)" });
  const [download] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^LC-\d{2}-\d{2}-\d{6}\.pdf$/);
  const [text] = await pdfTexts([await readFile((await download.path())!)]);
  for (const expected of [
    site.gstin,
    "Morning Ritual Mug (350 ml)",
    "HSN 6912",
    "550.00",
    "CGST @ 9%",
    "49.50",
    "649.00",
    "Rupees Six Hundred Forty Nine Only",
  ]) {
    expect(text!).toContain(expected);
  }
  expect(await axeViolations(page)).toEqual([]);

  const orderPage = page.url();
  await page.goto("/dashboard");
  const order = page.getByTestId("orders-list").getByRole("listitem").first();
  await expect(order).toContainText("Paid online, ready to collect");
  await order.getByRole("link", { name: "Order and tax invoice" }).click();
  await expect(page).toHaveURL(orderPage);
});
