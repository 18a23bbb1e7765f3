import { expect, test, type APIRequestContext } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { PAYMENTS_E2E } from "../../playwright.config";
import { addDaysToDate, addMonthsToDate, clubToday, isWeekday } from "@/lib/pricing";
import { pdfTexts } from "../support/pdf-texts";
import {
  mailedMessage,
  newMember,
  ownClientAddress,
  signInAsStaff,
  signUpAndIn,
  uniqueEmail,
} from "./helpers";

/**
 * Issue 38's company billing at 375 px, on the build taking payments online (where a room is a
 * payment hold unless booked on the company): a seat user books a room "on the company" using
 * the membership's room credit, and the holder sees it on the next membership invoice. The clock
 * moves through the billing run's `now` (BILLING_CLOCK=settable), as memberships.spec.ts does.
 */
test.use({ baseURL: PAYMENTS_E2E.site, viewport: { width: 375, height: 740 } });

const SITE = PAYMENTS_E2E.site;
const MAIL = PAYMENTS_E2E.mailFolder;
const CRON_SECRET = "e2e-cron-secret-0123456789abcdef";
const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

const run = (api: APIRequestContext, now: string) =>
  api.post("/api/cron/billing", {
    headers: { authorization: `Bearer ${CRON_SECRET}` },
    data: { now },
  });

test("a seat user books a room on the company with credit; the holder sees it on the next invoice", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // A membership from today (its first period's credit prorated by day, as its rent); the room
  // on the next weekday, billed on the invoice of the 1st after that day's month.
  const today = clubToday(new Date());
  let date = addDaysToDate(today, 1);
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  const billedOn = `${addMonthsToDate(date, 1).slice(0, 8)}01`;

  // The holder, and staff's offer of one desk to Kestrel Labs, accepted and paid.
  await ownClientAddress(page);
  await page.context().addCookies([{ name: "cookieConsent", value: CONSENTED, url: SITE }]);
  const holderEmail = uniqueEmail("company-holder");
  await signUpAndIn(
    page.request,
    SITE,
    { email: holderEmail, name: "Asha Verma", userQuery: "An office" },
    { verify: true, mailFolder: MAIL },
  );
  const staff = await browser.newContext({ baseURL: SITE });
  await signInAsStaff(staff.request, SITE, 0, MAIL);
  const offered = await staff.request.post("/api/staff/memberships", {
    headers: { origin: SITE },
    data: {
      plan: "dedicated-desk",
      seats: 1,
      term: "monthly",
      startDate: today,
      holderName: "Asha Verma",
      holderEmail,
      company: {
        legalName: "Kestrel Labs Pvt Ltd",
        billingAddress: "Sector 62, Noida",
        stateCode: "09",
      },
    },
  });
  expect(offered.status()).toBe(201);
  const { membership } = (await offered.json()) as { membership: { id: string } };
  const offerMail = await mailedMessage(holderEmail, /offer/i, MAIL);
  const token = offerMail.text.match(/\/memberships\/offer\/([A-Za-z0-9_-]{43})/)![1];
  const accepted = await page.request.post(`/api/memberships/offer/${token}/accept`, {
    headers: { origin: SITE },
    data: {},
  });
  expect(accepted.status()).toBe(200);
  const view = (await (await staff.request.get("/api/staff/memberships")).json()) as {
    invoices: { id: string; membershipId: string }[];
  };
  const first = view.invoices.find((i) => i.membershipId === membership.id)!;
  const paid = await staff.request.post(`/api/staff/membership-invoices/${first.id}/paid`, {
    headers: { origin: SITE },
    data: { method: "NEFT", reference: "UTR-KESTREL-1" },
  });
  expect(paid.status()).toBe(200);
  await staff.close();

  // Ravi gets the seat; the holder shares the membership's room credit with seat users.
  const ravi = await newMember(SITE, "Ravi Kumar", MAIL);
  const seated = await page.request.post(`/api/memberships/${membership.id}/seats`, {
    headers: { origin: SITE },
    data: { email: ravi.email },
  });
  expect(seated.status()).toBe(201);
  const shared = await page.request.post(`/api/memberships/${membership.id}/credit-sharing`, {
    headers: { origin: SITE },
    data: { share: true },
  });
  expect(shared.status()).toBe(200);

  // The holder lets seat users book on the company, 8 hours a month each, from the dashboard.
  await page.goto("/dashboard");
  const account = page.getByRole("region", { name: "Company account" });
  await account.getByLabel("Seat users may book rooms and the studio on the company").check();
  await account.getByLabel("Monthly limit per person (hours)").fill("8");
  await account.getByRole("button", { name: "Save" }).click();
  await expect(
    page.locator("[data-sonner-toast]", { hasText: "Company booking saved" }),
  ).toBeVisible();

  // Ravi books the 4-seater for 2 hours on the company, at 375 px.
  const raviContext = await browser.newContext({
    baseURL: SITE,
    viewport: { width: 375, height: 740 },
    storageState: await ravi.api.storageState(),
  });
  await raviContext.addCookies([{ name: "cookieConsent", value: CONSENTED, url: SITE }]);
  const raviPage = await raviContext.newPage();
  await ownClientAddress(raviPage);
  // Reading his seats binds it to his account.
  await raviPage.goto("/dashboard");
  await expect(raviPage.getByTestId("seat-on-membership")).toContainText("Kestrel Labs Pvt Ltd");
  await raviPage.goto(`/meeting-rooms?room=4-seater&date=${date}&time=10:00&hours=2`);
  const company = raviPage.getByTestId("book-on-company");
  await expect(company).toContainText(
    "Billed to Kestrel Labs Pvt Ltd on its next membership invoice",
  );
  await expect(company).toContainText("You have 8 hours left in");
  await company.getByRole("button", { name: "Book on the company" }).click();
  const confirmation = raviPage.getByTestId("booking-confirmation");
  await expect(confirmation).toHaveAttribute("data-status", "confirmed");
  await expect(confirmation).toContainText("Billed to your company");
  await raviContext.close();

  // The holder sees Ravi's use at once.
  await page.reload();
  await expect(account.getByTestId("company-use")).toContainText(ravi.email);

  // The 1st after the booking's month: the newest invoice carries the room beside the rent.
  expect((await run(page.request, `${billedOn}T06:00:00+05:30`)).status()).toBe(200);
  await page.reload();
  const invoices = page
    .getByRole("region", { name: "Membership" })
    .getByTestId("membership-invoice");
  const link = invoices
    .first()
    .getByRole("link", { name: /^Tax invoice LC\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const [text] = await pdfTexts([await readFile((await download.path())!)]);
  const pdf = text!.replace(/\s+/g, " ");
  expect(pdf).toContain("4-Seater Meeting Room");
  expect(pdf).toContain("booked by Ravi Kumar");
  expect(pdf).toContain("of 2 after room credit");
  expect(pdf).toContain("SAC 997212");
});
