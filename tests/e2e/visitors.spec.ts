import { expect, test, type Page } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { clubToday, isWeekday } from "@/lib/pricing";
import { axeViolations } from "./axe";
import { newMember, ownClientAddress, signInAsStaff } from "./helpers";

/**
 * Visitors and the front desk (issue 23): a member registers a guest on the dashboard, the
 * guest's code arrives by e-mail, the desk finds the guest by that code (as a scanner types it,
 * code and Enter) and checks them in, and the host's "Your visitor is here" is written.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const mailFolder = () => path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT}`, "mail");

/** The newest .eml to `email` whose subject starts with `subject`, waiting for the outbox worker. */
async function mailTo(email: string, subject: string, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(mailFolder()).catch(() => [] as string[]))
      .filter((file) => file.endsWith(".eml"))
      .sort()
      .reverse()
      .slice(0, 300);
    for (const file of files) {
      const raw = await readFile(path.join(mailFolder(), file), "utf8").catch(() => "");
      if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
      const mail = await simpleParser(raw);
      const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
      if (to.includes(email) && mail.subject?.startsWith(subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no "${subject}" e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeEach(async ({ page, context, baseURL }) => {
  test.slow();
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

test("a member registers a guest, the desk checks them in by the e-mailed code, and the host is told @mobile", async ({
  page,
  browser,
  baseURL,
}) => {
  // A guest is checked in on the day of the visit, and no guest is expected at a weekend (0057).
  test.skip(!isWeekday(clubToday(new Date())), "the club is closed at weekends: no guest today");
  const member = await newMember(baseURL!, "Host Member");
  const guestName = `Ravi ${Math.random().toString(36).slice(2, 7)}`;
  const memberContext = await browser.newContext({ storageState: await member.api.storageState() });
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`${baseURL}/dashboard`);
  const visitors = memberPage.getByRole("region", { name: "Visitors" });
  await expect(visitors).toContainText(
    "A guest staying beyond an hour outside a booked room needs a day pass.",
  );
  await expect(visitors).toContainText("Visitor details are deleted 90 days after the visit.");

  // A number that is not an Indian mobile: a clear message, and nothing typed is lost.
  await visitors.getByLabel("Guest's name").fill(guestName);
  await visitors.getByLabel("Mobile number (+91)").fill("12345");
  await visitors.getByRole("button", { name: "Register guest" }).click();
  await expect(visitors.getByText(/Please enter an Indian mobile number/)).toBeVisible();
  await expect(visitors.getByLabel("Guest's name")).toHaveValue(guestName);

  await visitors.getByLabel("Mobile number (+91)").fill("+91 98765 43210");
  await visitors.getByRole("button", { name: "Register guest" }).click();
  await expect(toast(memberPage, "Guest registered")).toBeVisible();
  await expect(visitors.getByTestId("upcoming-guests")).toContainText(guestName);
  await expect(visitors.getByTestId("upcoming-guests")).toContainText("+91 98765 43210");

  // The host's copy of the pass: the code in words and as a QR code.
  const pass = await mailTo(member.email, "Your visitor code");
  const code = pass.text?.match(/Your code: (\d{6})/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(pass.attachments.map((a) => a.contentType)).toContain("image/png");
  await expect(visitors.getByTestId("guest-code")).toContainText(code!);

  // The desk: a scanner types the code and Enter.
  await signInAsStaff(page.request, baseURL!);
  await page.goto("/staff/desk");
  await expect(page.getByRole("heading", { level: 1, name: "Front desk" })).toBeVisible();
  await expect(page.getByTestId("in-building")).toContainText("In the building now:");
  const entry = page.getByTestId("desk-entry").filter({ hasText: guestName });
  await expect(entry).toContainText("Expected");
  await page.getByLabel("Search by name, phone or code").fill(code!);
  await page.keyboard.press("Enter");
  await expect(toast(page, `${guestName} is checked in`)).toBeVisible();
  await page.getByLabel("Search by name, phone or code").fill(guestName);
  await expect(entry).toContainText("In the building");

  // The host's e-mail, written with the check-in, goes out within a pass of the worker.
  const arrived = await mailTo(member.email, "Your visitor is here");
  expect(arrived.text).toContain(`${guestName} has checked in at reception`);

  // The same code again is refused: the guest is already in.
  await page.getByLabel("Search by name, phone or code").fill(code!);
  await page.keyboard.press("Enter");
  await expect(toast(page, "Not checked in")).toContainText("already");

  // Check out from the list.
  await page.getByLabel("Search by name, phone or code").fill(guestName);
  await entry.getByRole("button", { name: `Check out ${guestName}` }).click();
  await expect(toast(page, `${guestName} is checked out`)).toBeVisible();
  await expect(entry).toContainText("Left");
  // The page is never wider than the screen, at 375 px too.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await memberContext.close();
  await member.api.dispose();
});

test("the desk works on a 768 px tablet: no sideways scroll, large check-in targets", async ({
  page,
  baseURL,
}) => {
  // A guest is checked in on the day of the visit, and no guest is expected at a weekend (0057).
  test.skip(!isWeekday(clubToday(new Date())), "the club is closed at weekends: no guest today");
  const member = await newMember(baseURL!, "Tablet Host");
  const guestName = `Tablet ${Math.random().toString(36).slice(2, 7)}`;
  const registered = await member.api.post("/api/visitors", {
    data: { name: guestName, phone: "9876543210", date: clubToday(new Date()), time: "12:00" },
  });
  expect(registered.status()).toBe(201);
  await member.api.dispose();
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAsStaff(page.request, baseURL!);
  await page.goto("/staff/desk");
  const button = page
    .getByTestId("desk-entry")
    .filter({ hasText: guestName })
    .getByRole("button", { name: `Check in ${guestName}` });
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(
    (await page.getByLabel("Search by name, phone or code").boundingBox())!.height,
  ).toBeGreaterThanOrEqual(44);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("a member who is not staff gets the site's 404 at /staff/desk", async ({
  browser,
  baseURL,
}) => {
  const member = await newMember(baseURL!, "Not Staff");
  const context = await browser.newContext({ storageState: await member.api.storageState() });
  const response = await (await context.newPage()).goto(`${baseURL}/staff/desk`);
  expect(response?.status()).toBe(404);
  await context.close();
  await member.api.dispose();
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe on visitors and the desk, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    const atRest = async (page: Page, url: string) => {
      await page.goto(url);
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await page.waitForTimeout(400);
    };

    test("the dashboard's Visitors section and the desk have no violations @mobile", async ({
      page,
      browser,
      baseURL,
    }) => {
      const member = await newMember(baseURL!, "Axe Host");
      await member.api.post("/api/visitors", {
        data: {
          name: "Axe Guest",
          phone: "9876543210",
          date: clubToday(new Date()),
          time: "11:00",
        },
      });
      const context = await browser.newContext({
        storageState: await member.api.storageState(),
        colorScheme: scheme,
        viewport: page.viewportSize(),
      });
      const memberPage = await context.newPage();
      await atRest(memberPage, `${baseURL}/dashboard`);
      expect(await axeViolations(memberPage, "section[aria-labelledby=visitors-heading]")).toEqual(
        [],
      );
      await context.close();
      await member.api.dispose();

      await signInAsStaff(page.request, baseURL!);
      await atRest(page, "/staff/desk");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Walk-in visitor" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForTimeout(300);
      expect(await axeViolations(page, "[role=dialog]")).toEqual([]);
    });
  });
}
