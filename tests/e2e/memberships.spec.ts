import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { PAYMENTS_E2E } from "../../playwright.config";
import { formatDateLabel } from "@/lib/format";
import {
  GST_PERCENT,
  MEMBERSHIP_NEXT_STEP,
  addMonthsToDate,
  clubDatePlusDays,
  clubToday,
  formatInr,
  percentOf,
} from "@/lib/pricing";
import { pdfTexts } from "../support/pdf-texts";
import { axeViolations } from "./axe";
import {
  mailedMessage,
  ownClientAddress,
  signInAsStaff,
  signUpAndIn,
  uniqueEmail,
} from "./helpers";

/**
 * Issue 22's loop on the production build that takes payments online (the fake Razorpay): a desk
 * request → staff make the membership → the member accepts from the e-mailed link → pays the
 * first invoice → the clock moves to the 1st (the billing run with a `now`) → the second invoice
 * and its e-mail → notice → the end date. Every new page is checked by axe, light and dark, at
 * 375 px and on the desktop.
 */
test.use({ baseURL: PAYMENTS_E2E.site });

const SITE = PAYMENTS_E2E.site;
const MAIL = PAYMENTS_E2E.mailFolder;
const CRON_SECRET = "e2e-cron-secret-0123456789abcdef";
const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const checkout = (page: Page) => page.getByRole("dialog", { name: "Fake Razorpay Checkout" });

/** The 17th of next month, and the first invoice's figures for one desk from then (paise). */
function firstInvoiceOf(today: string) {
  const start = `${addMonthsToDate(today, 1).slice(0, 8)}17`;
  const nextFirst = `${addMonthsToDate(start, 1).slice(0, 8)}01`;
  const days = Number(clubDatePlusDays(new Date(`${nextFirst}T00:00:00+05:30`), -1).slice(8));
  const rent = Math.round((600_000 * (days - 16)) / days);
  const half = percentOf(rent, GST_PERCENT / 2);
  return { start, nextFirst, rent, half, total: rent + 2 * half, due: rent + 2 * half + 2_400_000 };
}

/** axe on the page as it stands, light and dark, on the desktop and at 375 px. */
async function expectAccessible(page: Page, label: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.reload();
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await page.waitForTimeout(400);
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({
          path: `test-results/memberships-${label}-${width}-${scheme}.png`,
          fullPage: true,
        });
      }
      expect(await axeViolations(page), `${label}, ${width} px, ${scheme}`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("a desk request becomes a membership that is accepted, paid, billed on the 1st and given notice", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await ownClientAddress(page);
  await page.context().addCookies([{ name: "cookieConsent", value: CONSENTED, url: SITE }]);
  const email = uniqueEmail("desk-member");
  await signUpAndIn(
    page.request,
    SITE,
    { email, name: "Asha Verma", userQuery: "A dedicated desk" },
    { verify: true, mailFolder: MAIL },
  );
  const first = firstInvoiceOf(clubToday(new Date()));

  // The request, and what it says happens next.
  await page.goto(
    `/cabins-and-desks?type=dedicated-desk&seats=1&term=monthly&moveIn=${first.start}`,
  );
  await page.getByRole("button", { name: "Reserve My Desk" }).click();
  await expect(toast(page, "Booking Initiated")).toContainText(
    "We've received your details and will be in touch shortly.",
  );
  await expect(page.getByTestId("booking-confirmation")).toContainText(MEMBERSHIP_NEXT_STEP);
  const acknowledgement = await mailedMessage(email, /request/i, MAIL);
  expect(acknowledgement.text).toContain(MEMBERSHIP_NEXT_STEP);

  // Staff make the membership from the request in the inbox.
  const staffContext = await browser.newContext({ baseURL: SITE });
  await staffContext.addCookies([{ name: "cookieConsent", value: CONSENTED, url: SITE }]);
  const staff = await staffContext.newPage();
  await ownClientAddress(staff);
  await signInAsStaff(staff.request, SITE, 1, MAIL);
  await staff.goto(`/staff?type=dedicated-desk&q=${encodeURIComponent(email)}`);
  await staff
    .getByRole("link", { name: /Asha Verma/ })
    .first()
    .click();
  await staff.getByRole("link", { name: "Make membership" }).click();
  await expect(staff.getByLabel(/Member's e-mail/)).toHaveValue(email);
  await expect(staff.getByLabel("Plan")).toHaveValue("dedicated-desk");
  await expect(staff.getByLabel("Seats")).toHaveValue("1");
  await expect(staff.getByLabel("Start date")).toHaveValue(first.start);
  await expectAccessible(staff, "staff-new");
  await staff.getByRole("button", { name: "Make membership and e-mail the offer" }).click();
  await expect(toast(staff, "Membership offered")).toBeVisible();
  await expect(staff).toHaveURL(/\/staff\/members$/);
  const row = staff.getByTestId("staff-membership").filter({ hasText: email });
  await expect(row).toHaveAttribute("data-status", "offered");
  await expect(row).toContainText("Dedicated Desk · 1 seat · ₹6,000 a month");

  // The member reviews the offer from the e-mailed link, and accepts it.
  const offerMail = await mailedMessage(email, /offer/i, MAIL);
  const link = offerMail.text.match(/https?:\/\/\S+\/memberships\/offer\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Asha Verma, your membership is ready",
  );
  await expect(page.getByTestId("offer-rent")).toHaveText(formatInr(first.rent));
  await expect(page.getByTestId("offer-cgst")).toHaveText(formatInr(first.half));
  await expect(page.getByTestId("offer-sgst")).toHaveText(formatInr(first.half));
  await expect(page.getByTestId("offer-invoice-total")).toHaveText(formatInr(first.total));
  await expect(page.getByTestId("offer-deposit")).toHaveText("₹24,000");
  await expect(page.getByTestId("offer-amount-due")).toHaveText(formatInr(first.due));
  const terms = page.getByRole("region", { name: "Notice and deposit" });
  await expect(terms).toContainText("Monthly memberships need 30 days' written notice");
  // The deposit this offer charges and one refund promise, not the policy pages' general words.
  await expect(terms).toContainText("Your security deposit is ₹24,000 (4 months' rent)");
  await expect(terms).toContainText("We refund it within 30 days after your membership ends");
  await expect(terms).not.toContainText("2-3 months");
  await expect(terms).not.toContainText("business days");
  await expect(terms.getByRole("link", { name: "Refund Policy" })).toHaveAttribute(
    "href",
    "/refund-policy",
  );
  await expectAccessible(page, "offer");
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  // The desk request it came from no longer says only "Requested".
  await expect(page.getByTestId("booking-item").filter({ hasText: "Offer sent" })).toContainText(
    "Our team has sent you a membership offer for this: see Membership above.",
  );

  // The first invoice, paid online.
  // The region, not the test id alone: during the page transition the leaving copy is there too.
  const section = page.getByRole("region", { name: "Membership" });
  await expect(section.getByTestId("membership-status")).toHaveText("Awaiting first payment");
  // Staff see the same state, not "Offered".
  await staff.reload();
  await expect(row.getByTestId("staff-membership-status")).toHaveText("Awaiting first payment");
  await section.getByRole("button", { name: `Pay ${formatInr(first.due)} now` }).click();
  await checkout(page).getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Payment received")).toBeVisible();
  await expect(section.getByTestId("membership-status")).toHaveText("Active");
  await expect(section.getByTestId("membership-deposit")).toHaveText("₹24,000: Held by the club");
  const invoiceLink = section.getByRole("link", {
    name: /^Tax invoice LC\/\d{2}-\d{2}\/\d{6} \(PDF\)$/,
  });
  await expect(invoiceLink).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
  const [pdf] = await pdfTexts([await readFile((await download.path())!)]);
  for (const figure of [first.rent, first.half, first.total]) {
    expect(pdf).toContain(formatInr(figure).replace("₹", ""));
  }
  expect(pdf).toContain("SAC 997212");
  await expectAccessible(page, "dashboard");

  // The clock moves to the 1st: the billing run issues the next month's invoice, once.
  const run = () =>
    page.request.post("/api/cron/billing", {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
      data: { now: `${first.nextFirst}T06:00:00+05:30` },
    });
  expect((await run()).status()).toBe(200);
  expect(((await (await run()).json()) as { issued: number }).issued).toBe(0);
  await page.reload();
  const invoices = section.getByTestId("membership-invoice");
  await expect(invoices).toHaveCount(2);
  await expect(invoices.first()).toHaveAttribute("data-status", "due");
  await expect(invoices.first()).toContainText(formatDateLabel(first.nextFirst));
  await expect(
    invoices.first().getByRole("button", { name: `Pay ${formatInr(708_000)} now` }),
  ).toBeVisible();
  const second = (await invoices.first().textContent())!.match(/LC\/\d{2}-\d{2}\/\d{6}/)![0];
  const reminder = await mailedMessage(email, new RegExp(second.replace(/\//g, "\\/")), MAIL);
  expect(reminder.text).toContain("₹7,080");

  // Notice: 30 days from today, shown once given.
  const endDate = formatDateLabel(clubDatePlusDays(new Date(), 30));
  await section.getByRole("button", { name: "Give notice" }).click();
  const dialog = page.getByRole("dialog", { name: "Give notice on your membership?" });
  await expect(dialog.getByTestId("notice-end-date")).toHaveText(
    `Your membership ends on ${endDate}.`,
  );
  await dialog.getByRole("button", { name: "Yes, give notice" }).click();
  await expect(toast(page, "Notice given")).toContainText(endDate);
  await expect(section.getByTestId("membership-status")).toHaveText("Notice given");
  await expect(section.getByTestId("membership-end")).toHaveText(endDate);
  await expect(section.getByRole("button", { name: "Give notice" })).toHaveCount(0);

  // Staff see it with its seats and rent, and the month's figures.
  await staff.goto("/staff/members");
  await expect(row).toHaveAttribute("data-status", "notice");
  await expectAccessible(staff, "staff-members");
  await staffContext.close();
});
