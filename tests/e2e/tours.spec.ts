import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { formatClubClock, formatClubWeekdayDate } from "@/lib/format";
import { clubInstant } from "@/lib/pricing";
import { axeViolations } from "./axe";
import { ownClientAddress, randomAddress, signInAsStaff, uniqueEmail } from "./helpers";

/**
 * Tours in real slots (issue 23): a guest books from the landing page's "Book a Tour", receives
 * the invitation, moves the tour by the e-mailed link, and staff mark it toured on the day view.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const mailFolder = () => path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT}`, "mail");

/** The newest message to `email` whose subject starts with `subject`, once the outbox sent it. */
async function mailTo(email: string, subject: string, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(mailFolder()).catch(() => [] as string[]))
      .filter((file) => file.endsWith(".eml"))
      .sort()
      .reverse();
    for (const file of files) {
      const raw = await readFile(path.join(mailFolder(), file), "utf8").catch(() => "");
      if (!raw.includes(email)) continue;
      const mail = await simpleParser(raw);
      // Addressed to `email`: the staff alert names the guest's address in its body, and its
      // subject ("Tour moved: …") starts the same way as the guest's.
      const to = [mail.to ?? []].flat().flatMap((address) => address.value);
      if (!to.some((address) => address.address === email)) continue;
      if (mail.subject?.startsWith(subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no "${subject}" e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const invitationOf = (mail: ParsedMail) =>
  mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))?.content.toString() ?? "";
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const uidOf = (ics: string) => /^UID:(.+)$/m.exec(unfolded(ics))?.[1]?.trim();

/** A random offered day (parallel runs spread out), and one of its free times. */
async function pickSlot(page: Page, avoid?: string) {
  const days = await page
    .locator("#preferredDate option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const day = days[1 + Math.floor(Math.random() * (days.length - 1))]!;
  await page.locator("#preferredDate").selectOption(day);
  const free = page.locator("label:has(input[name=tourTime]:not([disabled]))");
  await expect(free.first()).toBeVisible();
  const times = await free
    .locator("input")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const time = times.filter((t) => t !== avoid)[Math.floor(Math.random() * (times.length - 1))]!;
  await free.filter({ has: page.locator(`input[value="${time}"]`) }).click();
  return { day, time };
}

/** A tour booked through the API; its manage page's path. */
async function bookByApi(api: APIRequestContext, baseURL: string) {
  const email = uniqueEmail("tour-axe");
  const { days } = { days: [] as string[] };
  for (let i = 3; days.length === 0 && i < 14; i++) {
    const date = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    const answer = (await (await api.get(`/api/tours/slots?date=${date}`)).json()) as {
      slots: { time: string; full: boolean }[];
    };
    const free = answer.slots.filter((s) => !s.full);
    if (free.length === 0) continue;
    const time = free[Math.floor(Math.random() * free.length)]!.time;
    const booked = await api.post("/api/tours", {
      headers: { origin: baseURL, "x-forwarded-for": randomAddress() },
      data: { inquiryType: "Tour", name: "Axe Guest", email, preferredDate: date, tourTime: time },
    });
    expect(booked.status()).toBe(201);
    days.push(date);
  }
  const mail = await mailTo(email, "Tour confirmed");
  return new URL(/https?:\/\/\S+\/tours\/[A-Za-z0-9_-]+/.exec(mail.text ?? "")![0]).pathname;
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

test("every contact variant's form is in the server's HTML, with no client-rendering bailout", async ({
  request,
}) => {
  for (const [type, button] of [
    ["", "Submit Request"],
    ["Sales", "Submit Request"],
    ["Tour", "Confirm My Tour"],
    ["Membership", "Send Me Membership Options"],
    ["Event", "Submit Event Request"],
    ["Partnership", "Submit Partnership Request"],
  ]) {
    const html = await (await request.get(`/contact${type ? `?type=${type}` : ""}`)).text();
    expect(html).toContain("<form");
    expect(html).toContain(button);
    expect(html).not.toContain("<!--$!-->");
    if (type === "Tour") expect(html).toMatch(/name="tourTime" value="\d\d:\d\d"/);
  }
});

test("a guest books a tour from the landing page, reschedules it by the e-mailed link, and staff mark it toured", async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail("tour");
  await page.goto("/");
  await page.locator('a[href="/contact?type=Tour"]', { hasText: "Book a Tour" }).first().click();
  await expect(page).toHaveURL(/\/contact\?type=Tour$/);
  await expect(page.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await page.getByLabel(/^Name/).fill("Tara Guest");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill("+91 98100 11111");
  const first = await pickSlot(page);
  // The chosen time reads as chosen: the theme's accent behind it, unlike the other times.
  const chosen = page.locator(`label:has(input[name=tourTime][value="${first.time}"])`);
  const other = page
    .locator("label:has(input[name=tourTime]:not([disabled]):not(:checked))")
    .first();
  const background = (label: typeof chosen) =>
    label.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(chosen)).not.toBe(await background(other));
  await page.getByRole("button", { name: "Confirm My Tour" }).click();
  await expect(toast(page, "Tour Request Sent!")).toBeVisible();
  // The booked date and time, in place of the form (not the home page); the link is e-mailed.
  const booked = page.getByTestId("tour-booked");
  await expect(booked.getByRole("heading", { name: "Your tour is booked" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact\?type=Tour$/);
  const at = clubInstant(first.day, first.time)!;
  await expect(booked).toContainText(`${formatClubWeekdayDate(at)}, ${formatClubClock(at)}`);
  await expect(booked.getByRole("link", { name: "Reschedule or cancel" })).toHaveCount(0);
  // Once the toast has gone (axe reads its fade-in as low contrast), the view alone.
  await expect(toast(page, "Tour Request Sent!")).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, booked, (name) => testInfo.outputPath(name), "booked");

  const confirmation = await mailTo(email, "Tour confirmed");
  const invitation = unfolded(invitationOf(confirmation));
  expect(invitation).toContain("METHOD:REQUEST");
  expect(invitation).toContain("SEQUENCE:0");
  expect(invitation).toMatch(new RegExp(`^ATTENDEE;[^\\r\\n]*:mailto:${email}`, "m"));
  expect(invitation).toMatch(/^ORGANIZER;[^\r\n]*:mailto:\S+@\S+/m);
  expect(confirmation.text).toContain("https://wa.me/");
  const manage = /https?:\/\/\S+(\/tours\/[A-Za-z0-9_-]+)/.exec(confirmation.text ?? "")![1]!;

  await page.goto(manage);
  await expect(page.getByRole("heading", { name: "Your tour" })).toBeVisible();
  const moved = await pickSlot(page, first.time);
  await page.getByRole("button", { name: "Move my tour" }).click();
  await expect(toast(page, "Tour rescheduled")).toBeVisible();
  const update = unfolded(invitationOf(await mailTo(email, "Tour moved")));
  expect(update).toContain("METHOD:REQUEST");
  expect(update).toContain("SEQUENCE:1");
  expect(uidOf(update)).toBe(uidOf(invitation));

  await signInAsStaff(page.request, baseURL!);
  await page.goto(`/staff/bookings?date=${moved.day}`);
  const row = page.getByTestId("desk-tour").filter({ hasText: "Tara Guest" });
  await expect(row).toContainText("Booked");
  await row.getByRole("button", { name: "Toured" }).click();
  await expect(toast(page, "Tour updated")).toBeVisible();
  await expect(row).toContainText("Toured");
});

/**
 * Screenshots of `part` at 375 and 1280 px, light and dark, as the page stands (the theme's
 * own switch: the `dark` class on <html>, so nothing typed or shown is lost to a reload).
 */
async function screenshots(
  page: Page,
  part: ReturnType<Page["locator"]>,
  path: (name: string) => string,
  label: string,
) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const scheme of ["light", "dark"] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle("dark", dark),
        scheme === "dark",
      );
      // The part alone: the sticky header would cover its top in a page screenshot.
      await part.screenshot({ path: path(`tour-${label}-${width}-${scheme}.png`) });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Fills one slot (two tours) through the API; its day and time, once it is full. */
async function fillSlot(api: APIRequestContext, baseURL: string) {
  for (let i = 4; i < 14; i++) {
    const date = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    const { slots } = (await (await api.get(`/api/tours/slots?date=${date}`)).json()) as {
      slots: { time: string; full: boolean }[];
    };
    const free = slots.filter((s) => !s.full);
    if (free.length < 2) continue;
    const time = free[Math.floor(Math.random() * free.length)]!.time;
    for (let guest = 0; guest < 2; guest++) {
      const answer = await api.post("/api/tours", {
        headers: { origin: baseURL, "x-forwarded-for": randomAddress() },
        data: {
          inquiryType: "Tour",
          name: "Full Slot Guest",
          email: uniqueEmail("tour-full"),
          preferredDate: date,
          tourTime: time,
        },
      });
      // A parallel test may take the slot's other place: full either way.
      expect([201, 409]).toContain(answer.status());
    }
    return { day: date, time };
  }
  throw new Error("no day with two free slots in the next two weeks");
}

test("the picker shows the chosen time, and a full slot's time struck through with 'Full' legible @mobile", async ({
  page,
  baseURL,
}, testInfo) => {
  const full = await fillSlot(page.request, baseURL!);
  await page.goto("/contact?type=Tour");
  await page.locator("#preferredDate").selectOption(full.day);
  const fullLabel = page.locator(`label:has(input[name=tourTime][value="${full.time}"])`);
  await expect(fullLabel).toHaveAttribute("data-status", "full");
  await expect(fullLabel.locator("input")).toBeDisabled();
  const decoration = (locator: ReturnType<Page["locator"]>) =>
    locator.evaluate((el) => getComputedStyle(el).textDecorationLine);
  // A line on the label would cross "Full" too: only the time carries it.
  expect(await decoration(fullLabel)).toBe("none");
  expect(await decoration(fullLabel.locator("span").first())).toBe("line-through");
  await expect(fullLabel.getByText("Full", { exact: true })).toBeVisible();
  const free = page.locator("label:has(input[name=tourTime]:not([disabled]))");
  await free.first().click();
  await expect(free.first().locator("input")).toBeChecked();
  expect(await free.first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
    await free.nth(1).evaluate((el) => getComputedStyle(el).backgroundColor),
  );
  await screenshots(page, page.locator("#tourTime"), (name) => testInfo.outputPath(name), "picker");
});

for (const scheme of ["light", "dark"] as const) {
  test.describe(`tour pages, axe, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`the contact page's Tour variant has no violations @mobile`, async ({ page }) => {
      await page.goto("/contact?type=Tour");
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await page.waitForTimeout(400);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the tour's manage page has no violations @mobile`, async ({ page, baseURL }) => {
      const manage = await bookByApi(page.request, baseURL!);
      await page.goto(manage);
      await expect(page.getByRole("heading", { name: "Your tour" })).toBeVisible();
      await page.waitForTimeout(400);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
