import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { AVAILABILITY_TEXT, bookLabel } from "@/lib/bookings/availability/text";
import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";
import { axeViolations } from "./axe";
import { newMember, ownClientAddress } from "./helpers";
import { activeMember } from "./support/active-member";

/**
 * Issue 37 part 4, at 375 px: a member opens the week's availability, sees an hour someone else
 * booked as booked (and not who), presses the free hour after it and lands on the booking form
 * with the room, date and time chosen. Who else sees what; axe and screenshots, light and dark.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

/** A weekday 1 to 6 club days ahead and an hour (09:00-17:00) when the 8-seater and the next are free. */
async function freeHourThisWeek(api: APIRequestContext) {
  const weekdays = [1, 2, 3, 4, 5, 6]
    .map((days) => addDaysToDate(clubToday(new Date()), days))
    .filter(isWeekday);
  for (let attempt = 0; attempt < 20; attempt++) {
    const date = weekdays[Math.floor(Math.random() * weekdays.length)]!;
    const h = 9 + Math.floor(Math.random() * 9);
    const answer = await api.get(`/api/bookings/slots?resource=8-seater&date=${date}`);
    const { taken } = (await answer.json()) as { taken: string[] };
    if (answer.ok() && !taken.includes(hour(h)) && !taken.includes(hour(h + 1))) {
      return { date, booked: hour(h), free: hour(h + 1) };
    }
  }
  throw new Error("no free hour found this week");
}

async function screenshotsAndAxe(page: Page, label: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.reload();
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await page.screenshot({
        path: `test-results/availability-${label}-${width}-${scheme}.png`,
        fullPage: true,
      });
      expect(await axeViolations(page), `${label}, ${width} px, ${scheme}`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test.beforeEach(async ({ page, context, baseURL }) => {
  test.slow();
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

test("a member sees a booked hour as booked and books the free hour after it from the grid, at 375 px", async ({
  page,
  browser,
  baseURL,
}) => {
  // Three accounts, a membership, and axe on four renders: slow on a loaded machine.
  test.setTimeout(420_000);
  // Anonymous: a clear word and a way to sign in, no grid.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/availability");
  await expect(page.getByTestId("availability-members-only")).toHaveText(
    AVAILABILITY_TEXT.signedOut,
  );
  await expect(page.getByRole("link", { name: AVAILABILITY_TEXT.signIn })).toHaveAttribute(
    "href",
    "/?auth=login&next=%2Favailability",
  );
  await expect(page.getByRole("table")).toHaveCount(0);

  // Someone who is not a member books the 8-seater for an hour this week.
  const booker = await newMember(baseURL!, "Ravi Outsider");
  const slot = await freeHourThisWeek(booker.api);
  const booked = await booker.api.post("/api/bookings", {
    data: {
      kind: "meeting-room",
      room: "8-seater",
      date: slot.date,
      time: slot.booked,
      hours: 1,
      techSupport: false,
    },
  });
  expect(booked.status()).toBe(201);
  // Signed in, but no membership: told so, no grid.
  const outsider = await browser.newContext({ storageState: await booker.api.storageState() });
  const outsiderPage = await outsider.newPage();
  await outsiderPage.goto(`${baseURL}/availability`);
  await expect(outsiderPage.getByTestId("availability-members-only")).toHaveText(
    AVAILABILITY_TEXT.notMember,
  );
  await outsider.close();

  // A member, from the meeting-rooms page where they book.
  const member = await activeMember(baseURL!, "Asha Member");
  const memberContext = await browser.newContext({
    storageState: await member.api.storageState(),
    viewport: { width: 375, height: 740 },
  });
  await memberContext.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
  const view = await memberContext.newPage();
  await ownClientAddress(view);
  await view.goto(`${baseURL}/meeting-rooms`);
  await view.getByRole("link", { name: AVAILABILITY_TEXT.link }).click();
  await expect(view).toHaveURL(/\/availability$/);
  await expect(view.getByRole("heading", { level: 1 })).toHaveText(AVAILABILITY_TEXT.title);

  const day = view.locator(`[data-testid="availability-day"][data-date="${slot.date}"]`);
  const row = day.locator('tr[data-resource="8-seater"]');
  await expect(row.locator(`td[data-slot="${slot.booked}"]`)).toHaveAttribute(
    "data-state",
    "booked",
  );
  await expect(row.locator(`td[data-slot="${slot.booked}"]`)).toHaveText("Booked");
  await expect(row.locator("td[data-slot='08:00']")).toHaveAttribute("data-state", "closed");
  await expect(row.locator("td[data-slot='20:00']")).toHaveText("Closed");
  // Booked or free, never who.
  await expect(view.locator("main")).not.toContainText("Ravi");
  await expect(view.locator("main")).not.toContainText(booker.email);
  // The page is never wider than the phone: the hours scroll inside their own box.
  expect(
    await view.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  await screenshotsAndAxe(view, "member");
  await view.setViewportSize({ width: 375, height: 740 });

  // The free hour after it, from the keyboard.
  const free = row
    .locator(`td[data-slot="${slot.free}"]`)
    .getByRole("link", { name: bookLabel("8-Seater Meeting Room", slot.date, slot.free) });
  await expect(free).toHaveText("Free");
  await free.focus();
  await view.keyboard.press("Enter");
  await expect(view).toHaveURL(
    new RegExp(
      `/meeting-rooms\\?room=8-seater&date=${slot.date}&time=${slot.free.replace(":", "(%3A|:)")}`,
    ),
  );
  await expect(view.locator("#date")).toHaveValue(slot.date);
  await expect(
    view.locator(`[data-testid="time-slots"] input[value="${slot.free}"]`),
  ).toBeChecked();
  await expect(view.locator('input[name="room"][value="8-seater"]')).toBeChecked();
  // The hour before it is taken there too.
  await expect(
    view.locator(`[data-testid="time-slots"] label[data-slot="${slot.booked}"]`),
  ).toHaveAttribute("data-status", "taken");

  await memberContext.close();
  await member.api.dispose();
  await member.staff.dispose();
  await booker.api.dispose();
});
