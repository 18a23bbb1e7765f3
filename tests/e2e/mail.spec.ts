import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { openSync } from "node:fs";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";
import { COLLECTION_NOTE } from "@/lib/store/embedded/seed";
import { MAIL_E2E, NEXT_START_FLAGS } from "../../playwright.config";
import { ownClientAddress, uniqueEmail } from "./helpers";
import { SmtpSink } from "./support/smtp-sink";

/**
 * Issue 11, "E-mail that is never lost", end to end: a copy of the production build
 * (MAIL_E2E in playwright.config.ts) sends its e-mail over SMTP to a real SMTP server started
 * here, with its outbox worker passing every OUTBOX_INTERVAL_MS. The spec starts both itself,
 * because it stops and restarts them: the SMTP server to show a message waits in the outbox,
 * the Next server to show nothing is sent twice across a restart.
 */

test.describe.configure({ mode: "serial" });

const SITE = MAIL_E2E.site;
const STAFF = "desk@lotusclub.test";
const FROM = "Lotus Club <hello@lotusclub.test>";
const PASSWORD = "lotus-secret-1";
const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

const sink = new SmtpSink(MAIL_E2E.smtpPort);
let server: ChildProcess | undefined;

/** `next start` on the copy, with its own database and log; resolves once it answers. */
async function startSite() {
  const log = openSync(path.join(MAIL_E2E.folder, "server.log"), "a");
  server = spawn(
    process.execPath,
    [
      "node_modules/next/dist/bin/next",
      "start",
      "-p",
      String(new URL(SITE).port),
      "-H",
      "127.0.0.1",
      ...NEXT_START_FLAGS.split(" "),
    ],
    {
      env: {
        ...process.env,
        NEXT_DIST_DIR: `${MAIL_E2E.folder}/build`,
        DATA_DIR: `${MAIL_E2E.folder}/data`,
        NEXT_PUBLIC_SITE_URL: SITE,
        NEXT_TELEMETRY_DISABLED: "1",
        SMTP_URL: sink.url,
        MAIL_FROM: FROM,
        STAFF_ALERT_EMAIL: STAFF,
        OUTBOX_INTERVAL_MS: "500",
        TRUSTED_PROXY_HOPS: "1",
      },
      stdio: ["ignore", log, log],
    },
  );
  await expect
    .poll(
      () =>
        fetch(`${SITE}/api/health`)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
}

async function stopSite() {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = once(running, "exit");
  running.kill("SIGTERM");
  const stuck = setTimeout(() => running.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(stuck);
}

test.beforeAll(async ({ playwright: _ }, testInfo) => {
  testInfo.setTimeout(300_000);
  // The main server's health check answers once the build is complete; then copy it.
  execFileSync(process.execPath, [
    "tests/e2e/support/copy-build.mjs",
    "--wait",
    MAIL_E2E.mainHealth,
    "--from",
    MAIL_E2E.distDir,
    "--into",
    MAIL_E2E.folder,
  ]);
  await sink.start();
  await startSite();
});

test.afterAll(async () => {
  await stopSite();
  await sink.stop();
});

test.beforeEach(async ({ page, context }) => {
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: SITE }]);
});

/** The messages to `address`, once `count` have arrived. */
async function mailTo(address: string, count = 1, timeout = 15_000): Promise<ParsedMail[]> {
  await expect.poll(() => sink.to(address).length, { timeout }).toBeGreaterThanOrEqual(count);
  return sink.to(address);
}

const bySubject = (mails: ParsedMail[], start: string) => {
  const found = mails.filter((m) => m.subject?.startsWith(start));
  expect(found, `one message "${start}…"`).toHaveLength(1);
  return found[0]!;
};

/** An iCalendar file's properties, after RFC 5545 unfolding; its BEGIN/END blocks must nest. */
function parseIcs(text: string): Map<string, string> {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const open: string[] = [];
  const properties = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    expect(colon, `a property line: ${line}`).toBeGreaterThan(0);
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === "BEGIN") open.push(value);
    else if (name === "END") expect(open.pop()).toBe(value);
    else if (!properties.has(name)) properties.set(name, value);
  }
  expect(open).toEqual([]);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  return properties;
}

const icsOf = (mail: ParsedMail) => {
  const attachment = mail.attachments.find((a) => a.contentType === "text/calendar");
  expect(attachment, "a text/calendar attachment").toBeDefined();
  return parseIcs(attachment!.content.toString("utf8"));
};

/** A new member signed in on the page's context (its API calls share the cookies). */
async function signUp(page: Page, name: string) {
  const email = uniqueEmail("mail");
  const response = await page.request.post(`${SITE}/api/auth/signup`, {
    headers: { origin: SITE },
    data: { email, password: PASSWORD, name, userQuery: "Meeting rooms" },
  });
  expect(response.status()).toBe(201);
  // Signed in by confirming the address from the verification e-mail, as a member would.
  await expect
    .poll(() => sink.to(email).filter((m) => m.subject?.startsWith("Confirm your email")).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const link = bySubject(sink.to(email), "Confirm your email").text?.match(
    /https?:\/\/\S+\/auth\/verify\?token=[A-Za-z0-9_-]+/,
  )?.[0];
  const verified = await page.request.post(`${SITE}/api/auth/verify`, {
    headers: { origin: SITE },
    data: { token: new URL(link!).searchParams.get("token"), password: PASSWORD },
  });
  expect(verified.status()).toBe(200);
  return email;
}

/** A weekday between 3 days and 7 weeks ahead (club dates), each test its own. */
function bookableWeekday(): string {
  let date = addDaysToDate(clubToday(new Date()), 3 + Math.floor(Math.random() * 46));
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}

async function bookRoom(api: APIRequestContext, time: string) {
  const response = await api.post(`${SITE}/api/bookings`, {
    headers: { origin: SITE },
    data: { kind: "meeting-room", room: "4-seater", date: bookableWeekday(), time, hours: 1 },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { booking: { id: string } }).booking.id;
}

test("an enquiry is acknowledged to its sender and alerted to staff", async ({ page }) => {
  // Membership: a Tour request books a slot and sends its own e-mails (tests/e2e/tours.spec.ts).
  const email = uniqueEmail("membership");
  await page.goto(`${SITE}/contact?type=Membership`);
  await page.getByLabel("Name", { exact: false }).first().fill("Asha Verma");
  await page.getByLabel("Email", { exact: false }).first().fill(email);
  await page.getByRole("button", { name: "Send Me Membership Options" }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText("Membership Request Sent!");

  const [ack] = await mailTo(email);
  expect(ack!.subject).toBe("We've received your membership enquiry");
  expect(ack!.from?.value).toEqual([{ name: "Lotus Club", address: "hello@lotusclub.test" }]);
  expect(ack!.text).toContain("Thank you, Asha");
  expect(ack!.text).toContain(`Email: ${email}`);
  expect(ack!.html).toContain("Thank you, Asha");
  await expect
    .poll(() =>
      sink
        .to(STAFF)
        .filter((m) => m.text?.includes(email))
        .map((m) => m.subject),
    )
    .toEqual(["New Membership enquiry: Asha Verma"]);
});

test("a booking's confirmation carries the download's calendar event; its cancellation cancels it", async ({
  page,
}) => {
  const email = await signUp(page, "Ravi Kumar");
  const id = await bookRoom(page.request, "10:00");
  const confirmation = bySubject(
    // The welcome, the verification, then this.
    await mailTo(email, 3),
    "Booking confirmed: 4-Seater Meeting Room",
  );
  const invitation = icsOf(confirmation);

  const download = await page.request.get(`${SITE}/api/bookings/${id}/ics`);
  expect(download.status()).toBe(200);
  const downloaded = parseIcs(await download.text());
  expect(invitation.get("METHOD")).toBe("REQUEST");
  expect(invitation.get("UID")).toBe(downloaded.get("UID"));
  expect(invitation.get("DTSTART;TZID=Asia/Kolkata")).toBe(
    downloaded.get("DTSTART;TZID=Asia/Kolkata"),
  );

  const cancel = await page.request.post(`${SITE}/api/bookings/${id}/cancel`, {
    headers: { origin: SITE },
    data: {},
  });
  expect(cancel.status()).toBe(200);
  const cancellation = bySubject(
    await mailTo(email, 4),
    "Booking cancelled: 4-Seater Meeting Room",
  );
  const cancelled = icsOf(cancellation);
  expect(cancelled.get("METHOD")).toBe("CANCEL");
  expect(cancelled.get("UID")).toBe(downloaded.get("UID"));
  expect(cancellation.text).toContain("Your refund of ₹708 follows the cancellation policy.");
});

test("a store order is confirmed with the collection details", async ({ page }) => {
  const email = await signUp(page, "Meera Iyer");
  const checkout = await page.request.post(`${SITE}/api/checkout`, {
    headers: { origin: SITE },
    data: {
      items: [
        { product_id: "morning-ritual-mug", variant_id: "morning-ritual-mug-350ml", quantity: 2 },
      ],
    },
  });
  expect(checkout.status()).toBe(200);
  await page.goto(((await checkout.json()) as { url: string }).url);
  const heading = await page.getByRole("heading", { name: /^Order LC-/ }).textContent();
  const reference = heading!.replace("Order ", "");

  const confirmation = bySubject(await mailTo(email, 3), `Your order ${reference}`);
  expect(confirmation.subject).toBe(`Your order ${reference}: collect and pay at the front desk`);
  for (const line of [
    COLLECTION_NOTE,
    `Quote ${reference} at the front desk.`,
    "Morning Ritual Mug (350 ml) × 2: ₹1,298.00",
    "Collect from: Front desk, Lotus Business Park, Sector 127, Noida",
    "Opening hours: Monday-Friday 9:00 AM-8:00 PM",
  ])
    expect(confirmation.text).toContain(line);
  await expect
    .poll(() =>
      sink
        .to(STAFF)
        .filter((m) => m.text?.includes(reference))
        .map((m) => m.subject),
    )
    .toEqual([`New store order: ${email}`]);
});

test("with the mail server down a booking still succeeds, waits in the outbox through a restart, and every message goes once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = await signUp(page, "Kabir Shah");
  await sink.stop();
  await bookRoom(page.request, "15:00");
  // The worker has tried (every 500 ms) and failed: nothing arrived, the message waits.
  await page.waitForTimeout(2_000);
  expect(sink.to(email).filter((m) => m.subject?.startsWith("Booking confirmed"))).toEqual([]);

  // The site restarts while the message waits, then the mail server comes back on its port.
  await stopSite();
  await sink.start();
  await startSite();
  // A failed message is retried a minute later (0003_outbox.sql's back-off).
  bySubject(await mailTo(email, 3, 90_000), "Booking confirmed: 4-Seater Meeting Room");

  // Several passes after the restart: nothing delivered before it went again.
  await page.waitForTimeout(3_000);
  const seen = sink.received.map(
    (m) => `${[m.to ?? []].flat().map((to) => to.text)} | ${m.subject}`,
  );
  expect(seen.length).toBeGreaterThanOrEqual(4);
  expect(seen.filter((key, i) => seen.indexOf(key) !== i)).toEqual([]);
});
