import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";
import { MEMBER_CHECK_IN_TEXT, VISITOR_DAYS_AHEAD } from "@/lib/visitors/rules";
import { newMember, ownClientAddress, signInAsStaff, uniqueEmail } from "./helpers";
import { axeViolations } from "./axe";
import { activeMember } from "./support/active-member";

/**
 * The staff console's front desk (issue 11): the bookings day view and its actions, the store
 * orders to collect, and the embedded mailer's messages; who may see them; axe on each page.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** A random weekday 4 to 50 club days ahead: over 48 hours away, so a cancel refunds in full. */
function randomWeekday(): string {
  let date = addDaysToDate(clubToday(new Date()), 4 + Math.floor(Math.random() * 46));
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

/**
 * A random weekday on which `room` is free for two hours from each of `times`: other tests (and
 * this one's retries in the other project and theme) book the same rooms in parallel.
 */
async function freeWeekday(api: APIRequestContext, room: string, times: string[]) {
  const needed = times.flatMap((time) => [time, hour(Number(time.slice(0, 2)) + 1)]);
  for (let attempt = 0; attempt < 20; attempt++) {
    const date = randomWeekday();
    const answer = await api.get(`/api/bookings/slots?resource=${room}&date=${date}`);
    const { taken } = (await answer.json()) as { taken: string[] };
    if (!needed.some((time) => taken.includes(time))) return date;
  }
  throw new Error(`no free weekday found for ${room} at ${times.join(", ")}`);
}

async function bookRoom(
  api: APIRequestContext,
  date: string,
  time: string,
  room = "8-seater",
): Promise<string> {
  const response = await api.post("/api/bookings", {
    data: { kind: "meeting-room", room, date, time, hours: 2, techSupport: false },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { booking: { id: string } }).booking.id;
}

test.beforeEach(async ({ page, context, baseURL }) => {
  // Several servers, a member and staff per test: slow on a loaded machine.
  test.slow();
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

test("staff see a member's booking in its slot, mark one paid and cancel one with the policy's refund @mobile", async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await newMember(baseURL!, "Desk Member");
  // Two hours from 09:00, 11:00, 13:00 or 15:00, then the two hours after it.
  const start = 9 + 2 * Math.floor(Math.random() * 4);
  const cancelTime = hour(start);
  const payTime = hour(start + 2);
  const date = await freeWeekday(member.api, "8-seater", [cancelTime, payTime]);
  const toCancel = await bookRoom(member.api, date, cancelTime);
  const toPay = await bookRoom(member.api, date, payTime);

  await signInAsStaff(page.request, baseURL!);
  await page.goto(`/staff/bookings?date=${date}`);
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  // The grid scrolls inside its own box: the page itself is never wider than the screen.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  const row = page.locator('tr[data-resource="8-seater"]');
  const cell = (time: string) => row.locator(`td[data-slot="${time}"]`);
  const cancelChip = cell(cancelTime).getByRole("button", { name: /^Desk Member/ });
  await expect(cancelChip).toHaveAttribute("data-booking-id", toCancel);
  await expect(cell(cancelTime)).toHaveAttribute("colspan", "2");

  // Mark paid, from the keyboard.
  const payChip = cell(payTime).getByRole("button", { name: /^Desk Member/ });
  await expect(payChip).toHaveAttribute("data-booking-id", toPay);
  await payChip.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("desk-booking-details")).toContainText(member.email);
  await expect(dialog.getByTestId("desk-booking-details")).toContainText("₹1,888");
  await expect(dialog.getByTestId("desk-booking-details")).toContainText("Due at the front desk");
  await dialog.getByRole("button", { name: "Mark paid at the desk" }).click();
  await expect(toast(page, "Marked paid at the desk")).toBeVisible();
  await expect(payChip).toContainText("Paid at the front desk");

  // Cancel: the refund is shown before confirming.
  await cancelChip.click();
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(dialog.getByTestId("desk-refund")).toHaveText(
    "Refund under the policy: ₹1,888 (100%).",
  );
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(toast(page, "Booking cancelled")).toContainText("Refund: ₹1,888.");
  await expect(page.locator(`[data-booking-id="${toCancel}"]`)).toHaveCount(0);

  // The slot is free again for members, and the member's dashboard says cancelled.
  const slots = await member.api.get(`/api/bookings/slots?resource=8-seater&date=${date}`);
  expect(((await slots.json()) as { taken: string[] }).taken).not.toContain(cancelTime);
  const memberContext = await browser.newContext({ storageState: await member.api.storageState() });
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`${baseURL}/dashboard`);
  await expect(memberPage.locator(`[data-booking-id="${toCancel}"]`)).toHaveAttribute(
    "data-status",
    "cancelled",
  );
  await memberContext.close();
  await member.api.dispose();
});

test("a store order waits at the desk until it is marked collected", async ({ page, baseURL }) => {
  await signInAsStaff(page.request, baseURL!);
  const checkout = await page.request.post("/api/checkout", {
    headers: { origin: baseURL! },
    data: {
      items: [
        { product_id: "morning-ritual-mug", variant_id: "morning-ritual-mug-350ml", quantity: 1 },
      ],
    },
  });
  expect(checkout.status()).toBe(200);
  const orderId = new URL(((await checkout.json()) as { url: string }).url).searchParams.get(
    "order",
  );
  await page.goto("/staff/orders");
  const order = page.locator(`[data-order-id="${orderId}"]`);
  await expect(order).toContainText("1 × Morning Ritual Mug");
  await expect(page.getByTestId("stock-level").first()).toBeVisible();
  await order.getByRole("button", { name: /Mark collected/ }).click();
  await expect(toast(page, "Order collected")).toBeVisible();
  await expect(order).toHaveCount(0);
});

test("the mail page lists the acknowledgement of an enquiry sent a moment ago", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("desk-mail");
  const sent = await page.request.post("/api/enquiries", {
    headers: { origin: baseURL! },
    data: { inquiryType: "Tour", name: "Mail Check", email },
  });
  expect(sent.status()).toBe(201);
  await signInAsStaff(page.request, baseURL!);
  const item = page.getByTestId("mail-item").filter({ hasText: email });
  await expect
    .poll(
      async () => {
        await page.goto("/staff/mail");
        return item.count();
      },
      { timeout: 40_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  await expect(page.getByTestId("outbox-pending")).toContainText("waiting to be sent");
  await item.first().click();
  await expect(page.getByTestId("mail-subject")).toHaveText("We've received your tour enquiry");
  await expect(page.getByTestId("mail-text")).toContainText("Mail Check");
});

test("a member gets 404 on the desk's pages and 403 from its APIs; a visitor is sent to sign in", async ({
  page,
  baseURL,
}) => {
  for (const path of ["/staff/bookings", "/staff/orders", "/staff/mail"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toContain(`/?auth=login&next=${encodeURIComponent(path)}`);
  }
  const member = await newMember(baseURL!, "Not Staff");
  for (const path of ["/staff/bookings", "/staff/orders", "/staff/mail"]) {
    const response = await member.api.get(path);
    expect(response.status()).toBe(404);
  }
  const id = "00000000-0000-4000-8000-000000000000";
  for (const path of [
    `/api/staff/bookings/${id}/paid`,
    `/api/staff/bookings/${id}/no-show`,
    `/api/staff/bookings/${id}/cancel`,
    `/api/staff/orders/${id}/collected`,
  ]) {
    const response = await member.api.post(path, { data: {} });
    expect(response.status(), path).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe("forbidden");
  }
  await member.api.dispose();
});

test("the desk sells a walk-in a day pass by UPI: a QR code for the exact amount, then the invoice by e-mail @mobile", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("walk-in-sale");
  await signInAsStaff(page.request, baseURL!);
  await page.goto("/staff/desk");
  await page.getByRole("button", { name: "Sell", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Sell at the desk" });
  await dialog.getByLabel("Name").fill("Kabir Mehta");
  await dialog.getByLabel("Mobile number").fill("+91 98100 12345");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Date").fill(randomWeekday());
  await expect(dialog.getByTestId("sale-total")).toHaveText("Total: ₹708 (GST included)");
  // UPI is the default: the code asks the payer's app for ₹708.00 to the club's payee.
  const qr = dialog.getByTestId("upi-qr");
  await expect(qr.getByRole("img")).toBeVisible();
  const link = await qr.getAttribute("data-upi-link");
  expect(link).toMatch(
    /^upi:\/\/pay\?pa=lotusclub%40icici&pn=[^&]+&am=708\.00&cu=INR&tn=Day%20Pass/,
  );
  await dialog.getByRole("button", { name: "Record sale" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Please enter the payment's reference: the UPI transaction ID (UTR) or the card slip's number.",
  );
  await dialog.getByLabel("UPI transaction ID (UTR)").fill("433912345678");
  await dialog.getByRole("button", { name: "Record sale" }).click();
  await expect(toast(page, "Sold and paid: ₹708")).toContainText(
    "The GST invoice has been e-mailed.",
  );

  // The tax invoice goes to the walk-in, as an online payment's does.
  const item = page.getByTestId("mail-item").filter({ hasText: email });
  await expect
    .poll(
      async () => {
        await page.goto("/staff/mail");
        return item.filter({ hasText: "tax invoice" }).count();
      },
      { timeout: 40_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
});

test("the desk logs a parcel, the member sees it on their dashboard, and it is collected by name @mobile", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Parcel ${Math.random().toString(36).slice(2, 8)}`;
  const member = await newMember(baseURL!, name);
  // A guest makes the member known to the desk's search (holders and seat users are found too):
  // on the first open weekday within the guests' window (a closed day refuses it).
  let registered = 0;
  for (let ahead = 1; registered !== 201 && ahead <= VISITOR_DAYS_AHEAD; ahead++) {
    const date = addDaysToDate(clubToday(new Date()), ahead);
    if (!isWeekday(date)) continue;
    const answer = await member.api.post("/api/visitors", {
      data: { name: "Ravi Kumar", phone: "9876543210", date, time: "11:00" },
    });
    registered = answer.status();
  }
  expect(registered).toBe(201);

  await signInAsStaff(page.request, baseURL!);
  await page.goto("/staff/desk");
  await page.getByRole("button", { name: "Log a parcel" }).click();
  const dialog = page.getByRole("dialog", { name: "Log a parcel" });
  await dialog.getByLabel("Recipient (member or company)").fill(name);
  await dialog.getByRole("button", { name: new RegExp(name) }).click();
  await dialog.getByLabel("Carrier").fill("Blue Dart");
  await dialog.getByLabel("Tracking number or description").fill("AWB 81234567890");
  await dialog.getByRole("button", { name: "Log parcel" }).click();
  await expect(toast(page, "Parcel logged")).toContainText("The member has been e-mailed.");
  const row = page.getByTestId("desk-parcel").filter({ hasText: name });
  await expect(row).toContainText("Blue Dart · AWB 81234567890 · Today");

  const memberContext = await browser.newContext({ storageState: await member.api.storageState() });
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`${baseURL}/dashboard`);
  await expect(memberPage.getByTestId("my-parcel")).toContainText("Blue Dart: AWB 81234567890");
  await expect(memberPage.getByTestId("my-parcel")).toContainText("Waiting at reception (today)");

  await row.getByRole("button", { name: /^Collected/ }).click();
  await row.getByLabel("Collected by").fill("Ravi (driver)");
  await row.getByRole("button", { name: "Mark collected" }).click();
  await expect(toast(page, "Marked collected")).toBeVisible();
  await expect(row).toHaveCount(0);
  await memberPage.reload();
  await expect(memberPage.getByTestId("my-parcel")).toContainText("Collected by Ravi (driver)");
  await memberContext.close();
  await member.api.dispose();
});

test("the desk search's placeholder is whole at 390 px", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page.request, baseURL!);
  await page.goto("/staff/desk");
  const fits = await page.locator("#desk-search").evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});

async function expectNoViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe on the desk, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    const atRest = async (page: Page, path: string) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await page.waitForTimeout(400);
    };

    test("the bookings day view and a booking's dialog have no violations @mobile", async ({
      page,
      baseURL,
    }) => {
      const member = await newMember(baseURL!, "Axe Member");
      const date = await freeWeekday(member.api, "4-seater", ["13:00"]);
      await bookRoom(member.api, date, "13:00", "4-seater");
      await member.api.dispose();
      await signInAsStaff(page.request, baseURL!);
      await atRest(page, `/staff/bookings?date=${date}`);
      await expectNoViolations(page);
      await page.getByTestId("desk-booking").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForTimeout(300);
      await expectNoViolations(page, "[role=dialog]");
    });

    for (const path of ["/staff/orders", "/staff/mail"]) {
      test(`${path} has no violations @mobile`, async ({ page, baseURL }) => {
        await signInAsStaff(page.request, baseURL!);
        await atRest(page, path);
        await expectNoViolations(page);
      });
    }
  });
}

test("the desk checks a member in by name, without their code (issue 39)", async ({
  page,
  baseURL,
}) => {
  const name = `Ishaan Desk${Math.floor(Math.random() * 1e6)}`;
  const member = await activeMember(baseURL!, name);
  await signInAsStaff(page.request, baseURL!);
  await page.goto("/staff/desk");
  await page.getByLabel("Search by name, phone or code").fill(name);
  const found = page.getByRole("region", { name: MEMBER_CHECK_IN_TEXT.searchLabel });
  await found.getByRole("button", { name: `Check in ${name}` }).click();
  await expect(toast(page, `${name} is checked in`)).toBeVisible();
  await expect(found).toContainText("In since");
  // They join "Expected today" as a member who is in, and count in the building.
  const expected = page.getByRole("region", { name: /Expected today/ });
  await expect(expected.getByRole("button", { name: `Check out ${name}` })).toBeVisible();
  await member.api.dispose();
  await member.staff.dispose();
});
