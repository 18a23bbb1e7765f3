import { expect, test, type Page } from "@playwright/test";
import { addDaysToDate, clubInstant, clubToday, describeWhen, isWeekday } from "@/lib/pricing";
import { axeViolations } from "./axe";
import { E2E_PASSWORD, mailedMessage, ownClientAddress, signUpAndIn, uniqueEmail } from "./helpers";

/**
 * Moving a booking (issue 37, part 2) as a member on a phone: from the dashboard's link (the
 * same page the confirmation e-mail links to), to a new day and hour, back on the dashboard at
 * the new time.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

/** A random weekday 5 to 40 days ahead, and the weekday after it: its own slots, rarely shared. */
function twoWeekdays(): [string, string] {
  let date = addDaysToDate(clubToday(new Date()), 5 + Math.floor(Math.random() * 35));
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  let next = addDaysToDate(date, 1);
  while (!isWeekday(next)) next = addDaysToDate(next, 1);
  return [date, next];
}

const slot = (page: Page, time: string) =>
  page.locator(`[data-testid="time-slots"] label[data-slot="${time}"]`);

/** The page at 375 and 1280 px, light and dark (the theme's own `dark` class: nothing is lost). */
async function screenshots(page: Page, name: (file: string) => string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const scheme of ["light", "dark"] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle("dark", dark),
        scheme === "dark",
      );
      await page.screenshot({ path: name(`reschedule-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 375, height: 800 });
}

test.use({ viewport: { width: 375, height: 800 } });

test.beforeEach(async ({ page, context, baseURL }) => {
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

test("a member moves a room booking from the dashboard to another day and hour, and sees the new time", async ({
  page,
  baseURL,
}, testInfo) => {
  // Sign-up, a mailed confirmation and two pages on a shared two-core machine.
  test.setTimeout(180_000);
  const email = uniqueEmail("mover");
  await signUpAndIn(
    page.request,
    baseURL!,
    { email, password: E2E_PASSWORD, name: "Meera Rao", userQuery: "Meeting rooms" },
    { verify: true },
  );
  const book = async () => {
    const [date, next] = twoWeekdays();
    const answer = await page.request.post("/api/bookings", {
      headers: { origin: baseURL! },
      data: { kind: "meeting-room", room: "8-seater", date, time: "10:00", hours: 2 },
    });
    return { next, answer };
  };
  let first = await book();
  // Specs running beside this one book rooms and close days too: a taken one, another date.
  for (let tries = 1; first.answer.status() === 409 && tries < 5; tries++) first = await book();
  const { next, answer: booked } = first;
  expect(booked.status()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string } };

  // The confirmation e-mail links to the page where the new time is chosen.
  const confirmation = await mailedMessage(email, /^Booking confirmed: 8-Seater Meeting Room/);
  const link = confirmation.text.match(/https?:\/\/\S+\/dashboard\/bookings\/[0-9a-f-]+\/move/);
  expect(new URL(link![0]).pathname).toBe(`/dashboard/bookings/${booking.id}/move`);

  await page.goto("/dashboard");
  const item = page.locator(`[data-testid="booking-item"][data-booking-id="${booking.id}"]`);
  await expect(item.getByTestId("move-until")).toContainText("Can be moved until");
  await item.getByRole("link", { name: "Move booking" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/bookings/${booking.id}/move$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move your booking");
  await expect(slot(page, "10:00")).toHaveAttribute("data-status", "open");

  await page.locator("#date").fill(next);
  await slot(page, "15:00").click();
  await page.locator("#hours").selectOption("3");
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, (file) => testInfo.outputPath(file));
  await page.getByRole("button", { name: "Move booking" }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  const when = describeWhen({
    kind: "meeting-room",
    date: next,
    startsAt: clubInstant(next, "15:00")!.toISOString(),
    endsAt: clubInstant(next, "18:00")!.toISOString(),
  });
  await expect(item.getByText(when, { exact: true })).toBeVisible();
  // Three hours of the 8-seater, with GST, due at the front desk.
  await expect(item.getByText("Price breakdown")).toContainText("₹2,832");
  const moved = await mailedMessage(email, /^Booking moved: 8-Seater Meeting Room/);
  expect(moved.text).toContain("Your booking has moved");
});
