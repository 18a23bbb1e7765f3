import { expect, test, type Page } from "@playwright/test";
import { formatDateLabel } from "@/lib/format";
import { addDaysToDate, addMonthsToDate, clubToday, formatInr, percentOf } from "@/lib/pricing";
import {
  mailedMessage,
  ownClientAddress,
  signInAsStaff,
  signUpAndIn,
  uniqueEmail,
} from "./helpers";

/**
 * Issue 38's seat changes at phone width (375 px), on the main build (paid at the desk): a two-desk
 * holder asks for one more seat on the dashboard, staff approve it on the membership's page, and
 * the supplementary invoice for the rest of the month, with the deposit top-up, is on the
 * holder's dashboard.
 */
test.use({ viewport: { width: 375, height: 740 } });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

/** One desk's rent (₹6,000 a month) from `today` to the end of its month, and what is due with GST and the top-up. */
function supplementFrom(today: string) {
  const last = addDaysToDate(`${addMonthsToDate(today, 1).slice(0, 8)}01`, -1);
  const days = Number(last.slice(8));
  const remaining = days - Number(today.slice(8)) + 1;
  // The first period (today to the month's end) is the one the seat joins on its first day.
  const rent = Math.round((600_000 * remaining) / days);
  const half = percentOf(rent, 9);
  return { last, rent, due: rent + 2 * half + 2_400_000 };
}

test("a holder asks for one more seat at 375 px, staff approve, and the supplementary invoice appears", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const site = baseURL!;
  const origin = { origin: site };
  await ownClientAddress(page);
  const email = uniqueEmail("seats-holder");
  await signUpAndIn(page.request, site, { email, name: "Ravi Menon" }, { verify: true });

  // Staff offer two desks from today; the member accepts; the first invoice is paid at the desk.
  const staffContext = await browser.newContext({
    baseURL: site,
    viewport: { width: 375, height: 740 },
  });
  const staff = await staffContext.newPage();
  await ownClientAddress(staff);
  await signInAsStaff(staff.request, site, 0);
  const today = clubToday(new Date());
  const offered = await staff.request.post("/api/staff/memberships", {
    headers: origin,
    data: {
      plan: "dedicated-desk",
      seats: 2,
      term: "monthly",
      startDate: today,
      holderName: "Ravi Menon",
      holderEmail: email,
    },
  });
  expect(offered.status()).toBe(201);
  const { membership } = (await offered.json()) as { membership: { id: string } };
  const offerMail = await mailedMessage(email, /offer/i);
  const token = offerMail.text.match(/\/memberships\/offer\/([A-Za-z0-9_-]+)/)![1];
  const accepted = await page.request.post(`/api/memberships/offer/${token}/accept`, {
    headers: origin,
    data: {},
  });
  expect(accepted.status()).toBe(200);
  const listed = (await (await staff.request.get("/api/staff/memberships")).json()) as {
    invoices: { id: string; membershipId: string }[];
  };
  const first = listed.invoices.find((i) => i.membershipId === membership.id)!;
  const paid = await staff.request.post(`/api/staff/membership-invoices/${first.id}/paid`, {
    headers: origin,
    data: { method: "UPI", reference: "UTR-SEATS-1" },
  });
  expect(paid.status()).toBe(200);

  // The holder asks for one more seat on the dashboard.
  await page.goto("/dashboard");
  const section = page.getByRole("region", { name: "Membership" });
  await expect(section.getByTestId("membership-status")).toHaveText("Active");
  const seats = section.getByLabel("Seats you want");
  await expect(seats).toHaveValue("3");
  await expect(section).toContainText(
    "More seats start as soon as the club approves: an invoice for the rest of this billing period, and a deposit top-up of ₹24,000.",
  );
  await section.getByRole("button", { name: "Ask for this change" }).click();
  await expect(section.getByTestId("seat-change-asked")).toHaveText(
    "You asked for 3 seats. The club will approve it shortly.",
  );

  // Staff approve it on the membership's page.
  await staff.goto(`/staff/members/${membership.id}`);
  const request = staff.getByTestId("staff-seat-change").filter({ hasText: "2 → 3 seats" });
  await expect(request).toHaveAttribute("data-status", "pending");
  await request.getByRole("button", { name: /^Approve/ }).click();
  await expect(toast(staff, "Seat change approved")).toContainText(
    /Supplementary invoice LC\/\d{2}-\d{2}\/\d{6} issued\./,
  );
  await expect(request).toHaveAttribute("data-status", "applied");
  await expect(staff.getByRole("list", { name: "History" })).toContainText("seat change approved");
  await expect(staff.getByTestId("staff-membership-summary")).toContainText("3 seats");

  // The holder sees the supplementary invoice: today to the month's end, with the top-up.
  const expected = supplementFrom(today);
  await page.reload();
  const invoices = section.getByTestId("membership-invoice");
  await expect(invoices).toHaveCount(2);
  const supplementary = invoices.filter({ hasText: formatDateLabel(expected.last) }).filter({
    hasText: formatInr(expected.due),
  });
  await expect(supplementary).toHaveCount(1);
  await expect(section.getByTestId("seat-change-history")).toContainText(
    `In force from ${formatDateLabel(today)}: supplementary invoice LC/`,
  );
  await expect(section).toContainText("Dedicated Desk · 3 seats");
  await staffContext.close();
});
