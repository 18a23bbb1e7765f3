import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_STAFF } from "../../playwright.config";
import { axeViolations } from "./axe";
import { E2E_PASSWORD, signInAs, signInAsStaff, uniqueEmail } from "./helpers";

/**
 * The staff console's inbox and pipeline (issue 11): who may see it, working a lead, two staff
 * saving the same lead, the CSV export, and accessibility.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

// Each test signs up and in through scrypt (N=2^17) and walks several pages: more than the default.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

const randomOctet = () => Math.floor(Math.random() * 250) + 1;

/** An enquiry as the contact form sends it; returns the (unique) name it was sent under. */
async function sendEnquiry(request: APIRequestContext, baseURL: string, name: string) {
  const response = await request.post("/api/enquiries", {
    headers: { origin: baseURL, "x-forwarded-for": `10.${randomOctet()}.${randomOctet()}.1` },
    data: {
      inquiryType: "Partnership",
      name,
      email: uniqueEmail("lead"),
      phone: "+91 98100 12345",
      company: "Expressway Labs",
      message: "Could we see a 6-seat cabin on Friday?",
    },
  });
  expect(response.status()).toBe(201);
  return name;
}

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

async function openLead(page: Page, name: string) {
  await page.goto(`/staff?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("a visitor who is not signed in is asked to sign in, and comes back to the console", async ({
  page,
  browser,
  baseURL,
}) => {
  const elsewhere = await browser.newContext();
  await signInAsStaff(elsewhere.request, baseURL!, 0); // the account exists
  await elsewhere.close();

  await page.goto("/staff");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff console" })).toHaveCount(0);
  await dialog.getByLabel("Email").fill(E2E_STAFF[0].email);
  await dialog.getByLabel("Password").fill(E2E_PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
});

test("a member gets the site's 404 on the console and 403 from its APIs, and no menu link", async ({
  page,
  baseURL,
}) => {
  await signInAs(page.request, baseURL!, { email: uniqueEmail("member"), name: "Plain Member" });
  for (const path of ["/staff", "/staff/leads/enquiry/0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff console" })).toHaveCount(0);
  }
  const headers = { origin: baseURL! };
  const answers = await Promise.all([
    page.request.get("/api/staff/export"),
    page.request.get("/api/staff/inbox"),
    page.request.patch("/api/staff/leads/enquiry/0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01", {
      headers,
      data: {
        version: 0,
        status: "won",
        lostReason: null,
        assignee: null,
        followUpOn: null,
        note: null,
      },
    }),
  ]);
  expect(answers.map((a) => a.status())).toEqual([403, 403, 403]);

  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Staff console" })).toHaveCount(0);
});

test("staff see a new enquiry, move it to contacted with a note, assign it and set a follow-up", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = await sendEnquiry(page.request, baseURL!, uniqueName("Tara Tour"));
  const colleague = await browser.newContext();
  await signInAsStaff(colleague.request, baseURL!, 1); // the assignee has an account
  await colleague.close();
  await signInAsStaff(page.request, baseURL!, 0);

  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Staff console" }).click();
  await expect(page).toHaveURL(/\/staff$/);
  const card = page.getByTestId("lead").filter({ hasText: name });
  await expect(card).toContainText("Enquiry");
  await expect(card).toContainText("Partnership");
  await expect(card).toContainText("+91 98100 12345");
  await expect(card).toContainText("Could we see a 6-seat cabin on Friday?");
  await expect(card).toContainText("From /contact");
  await expect(card.getByTestId("lead-status")).toHaveText("new");
  await expect(page.getByRole("navigation", { name: "Staff console" })).toBeVisible();

  await card.getByRole("link", { name }).click();
  // The inbox has its own "Status" filter: wait for the lead's page before choosing.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Assigned to").selectOption({ label: E2E_STAFF[1].name });
  await page.getByLabel("Follow up on").fill("2026-12-01");
  await page.getByLabel("Add a note").fill("Called; tour on Friday at 11.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Lead updated")).toBeVisible();

  const log = page.getByTestId("activity-log").getByRole("listitem");
  await expect(log).toHaveCount(4);
  await expect(log.nth(0)).toContainText("Note: Called; tour on Friday at 11.");
  await expect(log.nth(1)).toContainText("Follow-up date: 2026-12-01");
  await expect(log.nth(2)).toContainText(`Assigned to: ${E2E_STAFF[1].name}`);
  await expect(log.nth(3)).toContainText("Status: contacted");
  await expect(log.nth(3)).toContainText(E2E_STAFF[0].name);
  await expect(page.getByLabel("Add a note")).toHaveValue("");

  await page.goto(`/staff?status=contacted&q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("lead")).toHaveCount(1);
  await expect(page.getByTestId("lead-status")).toHaveText("contacted");
});

test("two staff saving the same lead: the second is told who changed it and keeps their input", async ({
  browser,
  baseURL,
}) => {
  const name = await sendEnquiry(
    (await browser.newContext()).request,
    baseURL!,
    uniqueName("Dual Edit"),
  );
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
  await signInAsStaff(first.request, baseURL!, 0);
  await signInAsStaff(second.request, baseURL!, 1);
  const [a, b] = await Promise.all([first.newPage(), second.newPage()]);
  await openLead(a, name);
  await openLead(b, name);

  await a.getByLabel("Status").selectOption("contacted");
  await a.getByRole("button", { name: "Save changes" }).click();
  await expect(a.getByText("Lead updated")).toBeVisible();

  await b.getByLabel("Status").selectOption("lost");
  await b.getByLabel("Why was it lost?").fill("Chose a cheaper space");
  await b.getByRole("button", { name: "Save changes" }).click();
  await expect(b.getByTestId("lead-conflict")).toHaveText(
    `Changed by ${E2E_STAFF[0].name} a moment ago. Reload to see their change.`,
  );
  await expect(b.getByLabel("Why was it lost?")).toHaveValue("Chose a cheaper space");

  await b.getByRole("button", { name: "Reload" }).click();
  await expect(b.getByLabel("Status")).toHaveValue("contacted");
  await Promise.all([first.close(), second.close()]);
});

test("the CSV export of a filtered list: BOM, exact header, the row, a formula neutralised", async ({
  page,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const hostile = `=HYPERLINK("x") ${tag}`;
  await sendEnquiry(page.request, baseURL!, hostile);
  await sendEnquiry(page.request, baseURL!, `Other ${tag}`);
  await signInAsStaff(page.request, baseURL!, 0);

  await page.goto(`/staff?type=enquiry&q=${encodeURIComponent("HYPERLINK")}`);
  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", "/api/staff/export?type=enquiry&q=HYPERLINK");
  const response = await page.request.get(`/api/staff/export?type=enquiry&q=${tag}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(
    /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe(
    "Received,Type,Detail,Name,Email,Phone,Company,Message,Page,Status,Lost reason,Assignee,Follow up on",
  );
  expect(lines).toHaveLength(4); // header, two rows, and the empty string after the last CRLF
  const row = lines.find((line) => line.includes("HYPERLINK"))!;
  expect(row).toMatch(
    new RegExp(
      `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+05:30,Enquiry,Partnership,"'=HYPERLINK\\(""x""\\) ${tag}",lead-[^,]+@example\\.com,'\\+91 98100 12345,Expressway Labs,Could we see a 6-seat cabin on Friday\\?,/contact,new,,,$`,
    ),
  );
});

for (const scheme of ["light", "dark"] as const) {
  test(`the inbox and a lead's page have no axe violations, ${scheme} @mobile`, async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const name = await sendEnquiry(page.request, baseURL!, uniqueName("Axe Lead"));
    await signInAsStaff(page.request, baseURL!, 0);
    for (const path of ["/staff", null]) {
      if (path) await page.goto(path);
      else await openLead(page, name);
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await page.waitForTimeout(400);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}

for (const scheme of ["light", "dark"] as const) {
  test(`the owner's numbers: linked from the menu, readable at phone width, the capacity set, ${scheme} @mobile`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAsStaff(page.request, baseURL!, 0);
    await page.goto("/staff");
    await expect(page.getByTestId("owner-summary")).toContainText("Occupancy today:");
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Owner's numbers" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Owner's numbers" })).toBeVisible();
    for (const heading of [
      "Occupancy",
      "Monthly recurring revenue",
      "Revenue by product",
      "Room and studio use",
      "Deposits held",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      page.getByRole("img", { name: "Monthly recurring revenue by month" }),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Deposits held" })).toBeVisible();
    await expect(page.getByRole("link", { name: "CSV" })).toHaveCount(5);

    // The tables scroll inside their own boxes: the page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await page.getByLabel("Capacity in desk seats").fill("0");
    await page.getByRole("button", { name: "Save capacity" }).click();
    await expect(page.locator("#capacity-error")).toHaveText(
      "Enter the club's desk seats: a whole number from 1 to 100,000.",
    );
    await page.getByLabel("Capacity in desk seats").fill("320");
    await page.getByRole("button", { name: "Save capacity" }).click();
    await expect(page.getByText("against the club's capacity of 320 seats")).toBeVisible();

    await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
    expect(await axeViolations(page)).toEqual([]);
    // Screenshots for the review (E2E_SCREENSHOTS=<folder>): each width and theme.
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/owner-numbers-${testInfo.project.name}-${scheme}.png`,
        fullPage: true,
      });
    }
  });
}
