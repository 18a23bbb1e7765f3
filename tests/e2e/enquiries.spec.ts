import { expect, test, type Page } from "@playwright/test";
import { ownClientAddress, signUpAndIn, staffInbox, uniqueEmail } from "./helpers";

test.beforeEach(async ({ page }) => ownClientAddress(page));

const toast = (page: Page) => page.locator("[data-sonner-toast]");

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: false }).first().fill(value);
  }
}

const variants = [
  {
    type: "Tour",
    button: "Confirm My Tour",
    labels: ["Name", "Email", "Phone", "Preferred date"],
    extra: {} as Record<string, string>,
  },
  {
    type: "Membership",
    button: "Send Me Membership Options",
    labels: ["Name", "Company", "Team size", "Email", "Phone"],
    extra: { Company: "Fieldnote Analytics", "Team size": "12" },
  },
  {
    type: "Event",
    button: "Submit Event Request",
    labels: ["Name", "Organization", "Event type", "Proposed date", "Email", "Phone"],
    extra: { Organization: "NCR Founders Circle", "Event type": "Product launch" },
  },
  {
    type: "Partnership",
    button: "Submit Partnership Request",
    labels: ["Name", "Company", "Email", "Phone", "Message"],
    extra: { Company: "Brew & Co", Message: "Coffee tasting for members" },
  },
];

for (const variant of variants) {
  test(`contact ?type=${variant.type}: exact fields, stored, toast, then home (a tour: its confirmation)`, async ({
    page,
    request,
  }) => {
    await page.goto(`/contact?type=${variant.type}`);
    await expect(page.getByRole("button", { name: variant.button })).toBeVisible();
    const form = page.locator("form", { has: page.getByRole("button", { name: variant.button }) });
    // The fields' labels (a tour's time slots are labelled options, not fields).
    const labels = await form.locator("label[for]:not([for=website])").allTextContents();
    expect(labels.map((l) => l.replace(/\s*(\*|\(optional\))\s*$/, "").trim())).toEqual(
      variant.labels,
    );
    const email = uniqueEmail(variant.type.toLowerCase());
    await fill(page, { Name: "Asha Verma", Email: email, ...variant.extra });
    if (variant.type === "Tour")
      await form.locator("label:has(input[name=tourTime]:not([disabled]))").first().click();
    await page.getByRole("button", { name: variant.button }).click();
    await expect(toast(page)).toContainText(`${variant.type} Request Sent!`);
    await expect(toast(page)).toContainText(
      "Thank you! We've received your request and will be in touch shortly.",
    );
    if (variant.type === "Tour") {
      // A booked tour stays on the page, showing its date and time (issue 39).
      await expect(page.getByRole("heading", { name: "Your tour is booked" })).toBeVisible();
      await expect(page).toHaveURL(/\/contact\?type=Tour$/);
    } else {
      await expect(page).toHaveURL(/\/$/);
    }
    const { enquiries } = await staffInbox(request);
    const row = enquiries.find((e) => e.email === email);
    expect(row).toMatchObject({ inquiryType: variant.type, name: "Asha Verma", page: "/contact" });
  });
}

test("the default form lists the four inquiry types and the select switches variant and URL", async ({
  page,
}) => {
  await page.goto("/contact?type=Whatever");
  await expect(page.getByRole("button", { name: "Submit Request" })).toBeVisible();
  const select = page.getByLabel("Inquiry type");
  const options = await select.locator("option").allTextContents();
  expect(options.slice(1)).toEqual([
    "Membership Inquiry",
    "Tour Inquiry",
    "Event Inquiry",
    "Partnership Inquiry",
  ]);
  await page.getByLabel("Name").fill("Kept Name");
  await select.selectOption("Event");
  await expect(page).toHaveURL(/\/contact\?type=Event$/);
  await expect(page.getByRole("button", { name: "Submit Event Request" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Kept Name");
});

test("Sales shows the default form titled for sales and is stored as Sales", async ({
  page,
  request,
}) => {
  await page.goto("/contact?type=Sales");
  await expect(page.getByRole("heading", { name: "Talk to our sales team" })).toBeVisible();
  const email = uniqueEmail("sales");
  await fill(page, {
    Name: "Vikram Rao",
    Email: email,
    Company: "Rao Logistics",
    "Team size": "40",
    Message: "Office for 40",
  });
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page)).toContainText("Sales Request Sent!");
  const { enquiries } = await staffInbox(request);
  expect(enquiries.find((e) => e.email === email)).toMatchObject({
    inquiryType: "Sales",
    teamSize: 40,
    company: "Rao Logistics",
  });
});

test("validation: name and email required, email format, nothing sent while invalid", async ({
  page,
}) => {
  let posted = 0;
  page.on("request", (r) => r.url().endsWith("/api/enquiries") && posted++);
  await page.goto("/contact?type=Tour");
  await page.getByRole("button", { name: "Confirm My Tour" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();
  await page.getByLabel("Name").fill("Asha");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Confirm My Tour" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  expect(posted).toBe(0);
});

test("a failing backend shows a clear error and keeps every typed value", async ({ page }) => {
  await page.route("**/api/enquiries", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        ok: false,
        message: "We could not save your request right now. Please try again in a moment.",
      }),
    }),
  );
  await page.goto("/contact?type=Partnership");
  await fill(page, {
    Name: "Zoya Khan",
    Email: "zoya@example.com",
    Company: "Khan Studio",
    Message: "Let's talk",
  });
  await page.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(toast(page)).toContainText(
    "We could not save your request right now. Please try again in a moment.",
  );
  await expect(page).toHaveURL(/\/contact\?type=Partnership$/);
  await expect(page.getByLabel("Name")).toHaveValue("Zoya Khan");
  await expect(page.getByLabel("Company")).toHaveValue("Khan Studio");
  await expect(page.getByLabel("Message")).toHaveValue("Let's talk");
});

test("request an invitation from the membership page: stored, closed, toast", async ({
  page,
  request,
}) => {
  await page.goto("/membership");
  await page.getByRole("button", { name: "Request an Invitation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Request an Invitation" });
  const email = uniqueEmail("invite");
  await dialog.getByLabel("Name").fill("Neha Kapoor");
  await dialog.getByLabel("Company").fill("Kapoor Legal");
  await dialog.getByLabel("Team size").fill("6");
  await dialog.getByLabel("Email").fill(email);
  await dialog
    .getByLabel("Why would you like to join?")
    .fill("<script>alert(1)</script> a quiet office");
  await dialog.getByRole("button", { name: "Request an Invitation" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText("Invitation Request Sent!");
  const { enquiries } = await staffInbox(request);
  expect(enquiries.find((e) => e.email === email)).toMatchObject({
    inquiryType: "Invitation",
    teamSize: 6,
    reason: "<script>alert(1)</script> a quiet office",
    page: "/membership",
  });
});

test("register for an upcoming event; registering again answers the same and stores no duplicate", async ({
  page,
  request,
}) => {
  const first = page.getByRole("button", { name: /^Register Now/ }).first();
  const email = uniqueEmail("event");
  for (let attempt = 0; attempt < 2; attempt++) {
    // A fresh page each time, so the second answer is read from its own toast, not the first's.
    await page.goto("/events");
    const title = (await first.getAttribute("aria-label"))!.replace("Register Now: ", "");
    await first.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Rahul Sen");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Register" }).click();
    // Issue 14 item 12: a repeat gets the same answer as a first registration, so nobody can
    // learn who is registered; the e-mail tells the owner of the address.
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText(`Registered for ${title}!`);
    await expect(toast(page)).toContainText(
      "You're all set! We've sent a confirmation to your email.",
    );
  }
  const { registrations } = await staffInbox(request);
  expect(registrations.filter((r) => r.email === email)).toHaveLength(1);
});

test("the event registration dialog requires name and email", async ({ page }) => {
  await page.goto("/events");
  await page
    .getByRole("button", { name: /^Register Now/ })
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Email is required.")).toBeVisible();
});

test("a signed-in member's enquiry and registration appear on their dashboard, as plain text", async ({
  page,
  baseURL,
}) => {
  const memberEmail = uniqueEmail("member");
  await signUpAndIn(page.request, baseURL!, {
    email: memberEmail,
    password: "lotus-secret-1",
    name: "Member Person",
    userQuery: "Desk",
  });

  const hostile = `<img src=x onerror="window.__pwned=1">Quiet corner please`;
  await page.goto("/contact?type=Partnership");
  await fill(page, {
    Name: "Member Person",
    Email: memberEmail,
    Company: "Member Co",
    Message: hostile,
  });
  await page.getByRole("button", { name: "Submit Partnership Request" }).click();
  await expect(toast(page)).toContainText("Partnership Request Sent!");

  await page.goto("/events");
  await page
    .getByRole("button", { name: /^Register Now/ })
    .first()
    .click();
  await page.getByRole("dialog").getByLabel("Name").fill("Member Person");
  await page.getByRole("dialog").getByLabel("Email").fill(memberEmail);
  await page.getByRole("dialog").getByRole("button", { name: "Register" }).click();
  await expect(toast(page)).toContainText("Registered for");

  await page.goto("/dashboard");
  const enquiries = page.getByRole("region", { name: "Enquiries" });
  await expect(enquiries).toContainText("Partnership");
  await expect(enquiries).toContainText(hostile);
  await expect(page.getByRole("region", { name: "Event registrations" })).toContainText(
    /Networking|Wellness|Mindful|Founders/,
  );
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});
