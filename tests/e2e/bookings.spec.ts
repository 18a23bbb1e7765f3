import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import {
  addDaysToDate,
  addMonthsToDate,
  clubDateTimeOf,
  clubToday,
  isWeekday,
  weekdayOf,
} from "@/lib/pricing";
import { axeViolations } from "./axe";
import { E2E_PASSWORD, newMember, ownClientAddress, signUpAndIn, uniqueEmail } from "./helpers";

/**
 * Calculators and real bookings in the embedded mode: each breakdown, each validation message of
 * spec section 5, the sign-in gate's return, taken slots, a refused double booking, the
 * dashboard, and the calendar file. Tests run in parallel against one database: each books its
 * own room, hour and random weekday.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const SLOT_TAKEN = "That slot has just been booked. Please choose another time.";

/** A random weekday between 3 days and 7 weeks ahead (club dates), so parallel tests rarely meet. */
function randomWeekday(): string {
  let date = addDaysToDate(clubToday(new Date()), 3 + Math.floor(Math.random() * 46));
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}

/**
 * A Saturday from two days ahead: never the calculator's default date (tomorrow), which on a
 * Friday is itself a Saturday, and filling the field with the value it has changes nothing.
 */
function nextSaturday(): string {
  let date = addDaysToDate(clubToday(new Date()), 2);
  while (weekdayOf(date) !== 6) date = addDaysToDate(date, 1);
  return date;
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const line = (page: Page, key: string) => page.getByTestId(`quote-${key}`);
const slot = (page: Page, time: string) =>
  page.locator(`[data-testid="time-slots"] label[data-slot="${time}"]`);

async function expectLines(page: Page, lines: Record<string, string>) {
  for (const [key, amount] of Object.entries(lines))
    await expect(line(page, key)).toHaveText(amount);
}

async function bookByApi(api: APIRequestContext, body: Record<string, unknown>) {
  return api.post("/api/bookings", { data: body });
}

/** Signs the page's own context in (a new account), through the API. */
async function signInPage(page: Page, baseURL: string, name = "Ravi Kumar") {
  const email = uniqueEmail("member");
  await signUpAndIn(
    page.request,
    baseURL,
    { email, password: E2E_PASSWORD, name, userQuery: "Booking a room" },
    { verify: true },
  );
  return email;
}

function parseIcs(text: string): Map<string, string> {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  return new Map(
    unfolded
      .split("\r\n")
      .filter(Boolean)
      .map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1)] as const)
      .filter(([key]) => key !== "BEGIN" && key !== "END"),
  );
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

test.describe("calculators", () => {
  test("meeting rooms: live breakdown, discounts, tech support, hours clamped to 1-8", async ({
    page,
  }) => {
    await page.goto("/meeting-rooms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a meeting room");
    await expect(page.locator("#date")).toHaveValue(addDaysToDate(clubToday(new Date()), 1));
    await expectLines(page, {
      base: "₹600",
      discount: "₹0",
      addOns: "₹0",
      gst: "₹108",
      total: "₹708",
    });
    await expect(page.getByRole("button", { name: "Fewer hours" })).toBeDisabled();

    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "More hours" }).click();
    await page.getByText("Tech support", { exact: true }).click();
    await expectLines(page, {
      base: "₹2,400",
      discount: "−₹240",
      addOns: "₹1,200",
      gst: "₹604.80",
      total: "₹3,964.80",
    });
    await expect(page.getByTestId("quote-breakdown")).toHaveAttribute("aria-live", "polite");

    await page.locator("#hours").fill("12");
    await page.locator("#hours").blur();
    await expect(page.locator("#hours")).toHaveValue("8");
    await expectLines(page, {
      base: "₹4,800",
      discount: "−₹960",
      addOns: "₹2,400",
      gst: "₹1,123.20",
      total: "₹7,363.20",
    });

    await page.getByText("8-Seater Meeting Room").click();
    await expectLines(page, {
      base: "₹6,400",
      discount: "−₹1,280",
      addOns: "₹2,400",
      gst: "₹1,353.60",
      total: "₹8,873.60",
    });
    await expect(page).toHaveURL(/room=8-seater.*hours=8.*tech=1/);

    await page.locator("#hours").fill("0");
    await page.locator("#hours").blur();
    await expect(page.locator("#hours")).toHaveValue("1");
    await expect(line(page, "base")).toHaveText("₹800");
  });

  test("podcast studio: Pro by default, Basic, studio and post-production hours", async ({
    page,
  }) => {
    await page.goto("/podcast-studio");
    await expect(page.getByRole("radio", { name: /^Pro/ })).toBeChecked();
    await expectLines(page, {
      studio: "₹3,000",
      postProduction: "₹0",
      gst: "₹540",
      total: "₹3,540",
    });
    await expect(page.getByRole("button", { name: "Fewer post-production hours" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Fewer studio hours" })).toBeDisabled();

    await page.getByText("Basic", { exact: true }).click();
    await page.getByRole("button", { name: "More studio hours" }).click();
    await page.getByRole("button", { name: "More post-production hours" }).click();
    await expectLines(page, {
      studio: "₹5,000",
      postProduction: "₹10,000",
      gst: "₹2,700",
      total: "₹17,700",
    });
  });

  test("cabins and desks: rent, deposit, due at move-in, term saving; switching resets seats", async ({
    page,
  }) => {
    await page.goto("/cabins-and-desks");
    await expect(page.locator("#moveInDate")).toHaveValue(addDaysToDate(clubToday(new Date()), 2));
    await expectLines(page, {
      monthlyRent: "₹6,000",
      gst: "₹1,080",
      deposit: "₹24,000",
      dueAtMoveIn: "₹31,080",
      termSaving: "₹0",
    });

    await page.getByRole("button", { name: "More seats" }).click();
    await page.getByRole("button", { name: "More seats" }).click();
    await page.getByText("Annual", { exact: true }).click();
    await expectLines(page, {
      monthlyRent: "₹18,000",
      gst: "₹3,240",
      deposit: "₹72,000",
      dueAtMoveIn: "₹93,240",
      termSaving: "₹18,000",
    });

    await page.getByText("Managed Office", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "2 seats" })).toBeChecked();
    await expectLines(page, { monthlyRent: "₹18,000", deposit: "₹72,000", termSaving: "₹18,000" });
    await expect(line(page, "dueAtMoveIn")).toHaveCount(0);
    await page.getByText("15 seats", { exact: true }).click();
    await expectLines(page, {
      monthlyRent: "₹1,35,000",
      deposit: "₹5,40,000",
      termSaving: "₹1,35,000",
    });

    await page.getByText("Dedicated Desk", { exact: true }).click();
    await expect(page.locator("#seats")).toHaveValue("1");
    await expect(line(page, "monthlyRent")).toHaveText("₹6,000");
  });
});

test.describe("validation messages of spec section 5", () => {
  test("meeting rooms: date and time, weekdays, 1 hour ahead, 2 months", async ({ page }) => {
    await page.goto("/meeting-rooms");
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Please select a date and time.")).toBeVisible();

    await page.locator("#date").fill(nextSaturday());
    await expect(page.getByText("Bookings are only available on weekdays.")).toBeVisible();
    await slot(page, "10:00").click();
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Bookings are only available on weekdays.")).toBeVisible();

    const tooFar = (() => {
      let date = addDaysToDate(addMonthsToDate(clubToday(new Date()), 2), 1);
      while (!isWeekday(date)) date = addDaysToDate(date, 1);
      return date;
    })();
    await page.goto(`/meeting-rooms?date=${tooFar}&time=10:00`);
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Bookings can be made up to 2 months ahead.")).toBeVisible();
  });

  test("meeting rooms: today's slots less than an hour away are closed, and refused", async ({
    page,
  }) => {
    const now = clubDateTimeOf(new Date());
    await page.goto(`/meeting-rooms?date=${now.date}&time=19:00`);
    // Every slot starting within the hour (or past) is disabled and says so.
    const hourFromNow = clubDateTimeOf(new Date(Date.now() + 3_600_000));
    for (const time of ["09:00", "12:00", "15:00", "19:00"]) {
      const closed = hourFromNow.date > now.date || time < hourFromNow.time;
      if (!closed) continue;
      await expect(slot(page, time)).toHaveAttribute("data-status", "closed");
      await expect(slot(page, time).locator("input")).toBeDisabled();
      await expect(slot(page, time)).toContainText("Unavailable");
    }
    if (hourFromNow.date === now.date && hourFromNow.time <= "19:00") {
      // 19:00 is still an hour or more away today: pick the first slot that is not.
      await page.goto(`/meeting-rooms?date=${now.date}&time=09:00`);
      test.skip(
        now.time < "08:00",
        "Before 08:00 at the club every slot today is at least an hour away.",
      );
    }
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Booking must be at least 1 hour from now.")).toBeVisible();
  });

  test("podcast studio: date and time, weekdays", async ({ page }) => {
    await page.goto("/podcast-studio");
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Please select a date and time.")).toBeVisible();
    await page.goto(`/podcast-studio?date=${nextSaturday()}&time=11:00`);
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.getByText("Bookings are only available on weekdays.")).toBeVisible();
  });

  test("desk: move-in date required and after today; office: the sales-contact box", async ({
    page,
  }) => {
    await page.goto("/cabins-and-desks");
    await page.locator("#moveInDate").fill("");
    await page.getByRole("button", { name: "Reserve My Desk" }).click();
    await expect(page.getByText("Please select a move-in date.")).toBeVisible();
    await page.locator("#moveInDate").fill(clubToday(new Date()));
    await page.getByRole("button", { name: "Reserve My Desk" }).click();
    await expect(
      page.getByText("Move-in date must be at least 1 day in the future."),
    ).toBeVisible();

    await page.getByText("Managed Office", { exact: true }).click();
    await page.getByRole("button", { name: "Request a Proposal" }).click();
    await expect(
      page.getByText("Please confirm to get in touch with our sales team."),
    ).toBeVisible();
  });
});

test.describe("real bookings", () => {
  test("an anonymous visitor signs in at the gate, comes back to the same choices, books, and downloads the .ics", async ({
    page,
    baseURL,
  }) => {
    const member = await newMember(baseURL!, "Meera Iyer");
    const date = randomWeekday();
    await page.goto(`/meeting-rooms?room=8-seater&date=${date}&time=09:00&hours=2&tech=1`);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(line(page, "total")).toHaveText("₹2,596");

    await page.getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(toast(page, "Authentication Required")).toBeVisible();
    await dialog.getByLabel("Email").fill(member.email);
    await dialog.getByLabel("Password").fill(E2E_PASSWORD);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog).toBeHidden();

    // Back on the calculator with every choice kept.
    await expect(page).toHaveURL(
      new RegExp(`/meeting-rooms\\?room=8-seater&date=${date}&time=09%3A00&hours=2&tech=1$`),
    );
    await expect(page.getByRole("radio", { name: /^8-Seater Meeting Room/ })).toBeChecked();
    await expect(slot(page, "09:00").locator("input")).toBeChecked();
    await expect(page.locator("#hours")).toHaveValue("2");
    await page.getByRole("button", { name: "Book Now" }).click();

    const confirmed = toast(page, "Booking confirmed");
    await expect(confirmed).toBeVisible();
    await expect(confirmed).toContainText("8-Seater Meeting Room");
    await expect(confirmed).toContainText("9:00 AM – 11:00 AM");
    await expect(confirmed).toContainText("Total ₹2,596");
    const panel = page.getByTestId("booking-confirmation");
    await expect(panel).toContainText("Payment is due at the front desk");
    await expect(slot(page, "09:00")).toHaveAttribute("data-status", "taken");
    await expect(slot(page, "10:00")).toHaveAttribute("data-status", "taken");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("link", { name: "Add to calendar" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`lotus-club-8-seater-meeting-room-${date}.ics`);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const ics = parseIcs(text);
    const compact = date.replaceAll("-", "");
    expect(ics.get("DTSTART;TZID=Asia/Kolkata")).toBe(`${compact}T090000`);
    expect(ics.get("DTEND;TZID=Asia/Kolkata")).toBe(`${compact}T110000`);
    expect(ics.get("TZID")).toBe("Asia/Kolkata");
    expect(ics.get("SUMMARY")).toBe("8-Seater Meeting Room\\, Lotus Club");
    expect(ics.get("DESCRIPTION")).toContain("Total: ₹2\\,596");
    expect(ics.get("STATUS")).toBe("CONFIRMED");

    // Stored for that member: the slot is taken for everyone.
    const slots = await member.api.get(`/api/bookings/slots?resource=8-seater&date=${date}`);
    expect((await slots.json()).taken).toEqual(["09:00", "10:00"]);
    await member.api.dispose();
  });

  test("a taken slot shows as taken, and a slot taken meanwhile is refused with the message", async ({
    page,
    baseURL,
  }) => {
    const other = await newMember(baseURL!, "Other Member");
    await signInPage(page, baseURL!);
    const date = randomWeekday();
    expect(
      (
        await bookByApi(other.api, {
          kind: "meeting-room",
          room: "4-seater",
          date,
          time: "14:00",
          hours: 2,
        })
      ).status(),
    ).toBe(201);

    await page.goto(`/meeting-rooms?room=4-seater&date=${date}`);
    for (const time of ["14:00", "15:00"]) {
      await expect(slot(page, time)).toHaveAttribute("data-status", "taken");
      await expect(slot(page, time)).toContainText("Taken");
      await expect(slot(page, time).locator("input")).toBeDisabled();
    }
    await expect(slot(page, "16:00")).toHaveAttribute("data-status", "open");

    // The page shows 17:00 free; another member takes it before this one confirms.
    await slot(page, "17:00").click();
    expect(
      (
        await bookByApi(other.api, {
          kind: "meeting-room",
          room: "4-seater",
          date,
          time: "17:00",
          hours: 1,
        })
      ).status(),
    ).toBe(201);
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(page.locator("#time-error")).toHaveText(SLOT_TAKEN);
    await expect(toast(page, SLOT_TAKEN)).toBeVisible();
    await expect(slot(page, "17:00")).toHaveAttribute("data-status", "taken");

    // And straight to the API: 409 with the same message.
    const again = await bookByApi(other.api, {
      kind: "meeting-room",
      room: "4-seater",
      date,
      time: "15:00",
      hours: 1,
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe(SLOT_TAKEN);
    await other.api.dispose();
  });

  test("the dashboard lists upcoming bookings with their breakdown and cancels with the policy's refund", async ({
    page,
    baseURL,
  }) => {
    await signInPage(page, baseURL!, "Dashboard Member");
    const date = randomWeekday();
    await page.goto(`/podcast-studio?plan=basic&date=${date}&time=16:00&hours=2&post=1`);
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(toast(page, "Booking confirmed")).toContainText("Podcast Studio (Basic)");

    await page.goto("/dashboard");
    const item = page.getByTestId("booking-item").filter({ hasText: "Podcast Studio (Basic)" });
    await expect(item).toHaveAttribute("data-status", "confirmed");
    await expect(item).toContainText("4:00 PM – 6:00 PM");
    await item.getByText(/Price breakdown/).click();
    await expect(item.getByTestId("quote-studio")).toHaveText("₹5,000");
    await expect(item.getByTestId("quote-postProduction")).toHaveText("₹10,000");
    await expect(item.getByTestId("quote-total")).toHaveText("₹17,700");

    await item.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog");
    // At least 3 days ahead: more than 48 hours, a full refund.
    await expect(dialog.getByTestId("cancel-refund")).toHaveText(
      "Refund if you cancel now: ₹17,700 (100%).",
    );
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(toast(page, "Booking cancelled")).toBeVisible();
    await expect(item).toHaveAttribute("data-status", "cancelled");
    await expect(item).toContainText("Refund under the policy: ₹17,700.");
  });

  test("desk and office requests are stored and answered with the spec's toasts", async ({
    page,
    baseURL,
  }) => {
    await signInPage(page, baseURL!);
    await page.goto("/cabins-and-desks");
    await page.getByRole("button", { name: "Reserve My Desk" }).click();
    await expect(toast(page, "Booking Initiated")).toContainText(
      "We've received your details and will be in touch shortly.",
    );
    await expect(page.getByTestId("booking-confirmation")).toContainText("Request received");

    await page.getByText("Managed Office", { exact: true }).click();
    await page.getByText("I'd like our sales team to get in touch").click();
    await page.getByRole("button", { name: "Request a Proposal" }).click();
    await expect(toast(page, "Proposal Requested")).toContainText(
      "We've received your details and will be in touch shortly.",
    );
  });

  test("checkout: a day pass with the account's details, consent required, weekdays only", async ({
    page,
    baseURL,
  }) => {
    const email = await signInPage(page, baseURL!, "Checkout Member");
    await page.goto("/checkout?item=day-pass");
    await expect(page.getByRole("heading", { name: "Day Pass", level: 2 })).toBeVisible();
    await expect(page.locator("#name")).toHaveValue("Checkout Member");
    await expect(page.locator("#email")).toHaveValue(email);
    await expectLines(page, { price: "₹600", gst: "₹108", total: "₹708" });

    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("Please enter your phone number.")).toBeVisible();
    await page.locator("#phone").fill("+91 98765 43210");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(toast(page, "Consent Required")).toBeVisible();

    await page.getByRole("checkbox", { name: /I agree to the/ }).click();
    await page.getByRole("checkbox", { name: /security deposit/ }).click();
    await page.locator("#date").fill(nextSaturday());
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("Bookings are only available on weekdays.")).toBeVisible();

    const date = randomWeekday();
    await page.locator("#date").fill(date);
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(toast(page, "Booking confirmed")).toContainText("Day Pass");
    await expect(toast(page, "Booking confirmed")).toContainText("Total ₹708");
    await expect(page.getByTestId("booking-confirmation")).toContainText(
      "Payment is due at the front desk",
    );
  });

  test("checkout: an unknown item says so and leads back to the plans", async ({ page }) => {
    await page.goto("/checkout?item=spaceship");
    await expect(page.getByText("We couldn't find that plan")).toBeVisible();
    await page.getByRole("link", { name: "Back to plans" }).click();
    await expect(page).toHaveURL(/\/plans$/);
  });
});

test.describe("in use, at any width, in either theme", () => {
  const axe = axeViolations;

  // Each scheme books its own studio hour, so the two never meet on one date.
  for (const [scheme, taken] of [
    ["light", "12:00"],
    ["dark", "13:00"],
  ] as const) {
    test(`a calculator with taken slots and errors, and the checkout, have no axe violations (${scheme})`, async ({
      page,
      baseURL,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const other = await newMember(baseURL!);
      const date = randomWeekday();
      expect(
        (
          await bookByApi(other.api, {
            kind: "podcast-studio",
            plan: "pro",
            date,
            time: taken,
            hours: 1,
          })
        ).status(),
      ).toBe(201);
      await page.goto(`/podcast-studio?date=${date}`);
      await expect(slot(page, taken)).toHaveAttribute("data-status", "taken");
      await page.getByRole("button", { name: "Book Now" }).click();
      await expect(page.getByText("Please select a date and time.")).toBeVisible();
      await page.waitForTimeout(300);
      expect(await axe(page)).toEqual([]);

      await signInPage(page, baseURL!);
      await page.goto("/checkout?item=day-pass");
      await page.getByRole("button", { name: "Confirm Booking" }).click();
      await expect(page.getByText("Please enter your phone number.")).toBeVisible();
      await page.waitForTimeout(300);
      expect(await axe(page)).toEqual([]);
      await other.api.dispose();
    });
  }

  test("each booking page fits a phone screen without sideways scrolling @mobile", async ({
    page,
  }) => {
    for (const path of [
      "/meeting-rooms",
      "/podcast-studio",
      "/cabins-and-desks",
      "/checkout?item=day-pass",
    ]) {
      await page.goto(path);
      const button = page.getByRole("button", { name: /Book Now|Reserve My Desk|Confirm Booking/ });
      await expect(button).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
  });
});
