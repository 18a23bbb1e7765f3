import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { axeViolations as violations } from "./axe";
import { mailedLink, signUpAndIn } from "./helpers";

/**
 * Accounts in the embedded mode: sign-up, sign-in (remember me on and off), sign-out, the user
 * menu, the booking gate, the dashboard, and what a tampered cookie gets. Every test makes its
 * own accounts (tests run in parallel against one server).
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const PASSWORD = "lotus-secret-1";
const DAY_MS = 24 * 60 * 60 * 1000;

const uniqueEmail = (label = "user") =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

test.beforeEach(async ({ context, baseURL }) => {
  // Keep the cookie banner out of the way of the dialog and the toasts.
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

/** An account made and signed in through the API; with a browser context's request, that context is signed in. */
async function createAccount(request: APIRequestContext, baseURL: string, name = "Asha Verma") {
  const email = uniqueEmail();
  await signUpAndIn(request, baseURL, {
    email,
    password: PASSWORD,
    name,
    userQuery: "A quiet desk near the window",
  });
  return { email, name };
}

async function signInThroughDialog(
  page: Page,
  email: string,
  password = PASSWORD,
  remember = true,
) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  const box = dialog.getByRole("checkbox", { name: "Remember me" });
  await expect(box).toBeChecked();
  if (!remember) await box.click();
  await dialog.getByRole("button", { name: "Sign In" }).click();
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === "lc_session");

test.describe("sign-up page", () => {
  test("creates the account, says 'Welcome Aboard!', goes home signed out; the e-mailed link confirms it and signs in", async ({
    page,
  }) => {
    const email = uniqueEmail("signup");
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByLabel(/^Full Name/).fill("Meera Iyer");
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page
      .getByLabel(/^Describe your project idea or specific query/)
      .fill("A podcast about founders in Noida");
    await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole("button", { name: "Sign Up" }).click();

    await expect(page.getByText("Welcome Aboard!")).toBeVisible();
    await expect(
      page.getByText("You've successfully signed up. Check your email to verify your account."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Nobody is signed in until the address is confirmed (the answer is the same for a taken one).
    await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);

    await page.goto(await mailedLink(email, "/auth/verify"));
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your email" })).toBeVisible();
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Confirm my email" }).click();
    await expect(page.getByText("Email verified")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("verify-email-notice")).toHaveCount(0);
    const account = page.getByRole("region", { name: "Account" });
    await expect(account.getByTestId("account-name")).toHaveText("Meera Iyer");
    await expect(account.getByTestId("account-email")).toHaveText(email);
    await expect(page.getByText("No bookings yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a space" })).toHaveAttribute(
      "href",
      "/spaces-and-bookings",
    );
    await expect(page.getByText("No orders yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit the store" })).toHaveAttribute(
      "href",
      "/store",
    );
  });

  test("any empty field: 'Missing Fields' and nothing sent; 'Log In' opens the login dialog", async ({
    page,
  }) => {
    await page.goto("/signup");
    await page.getByLabel(/^Full Name/).fill("Meera Iyer");
    let sent = false;
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/signup")) sent = true;
    });
    await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Missing Fields")).toBeVisible();
    await expect(page.getByText("Please fill out all fields to sign up.")).toBeVisible();
    expect(sent).toBe(false);
    await expect(page.getByLabel(/^Full Name/)).toHaveValue("Meera Iyer");

    await page.getByRole("link", { name: "Log In" }).click();
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("signing in and out", () => {
  test("remember me on: a persistent httpOnly cookie for about 30 days; 'Welcome back!'", async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/");
    const login = page.getByRole("button", { name: "Login" });
    const loginBox = await login.boundingBox();
    await login.click();
    await signInThroughDialog(page, email);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
    // The signed-in control takes the Login button's place at the same size, its label inside it.
    const trigger = page.getByRole("button", { name: "Account menu" });
    await expect(trigger).toBeVisible();
    expect(await trigger.boundingBox()).toEqual(loginBox);
    expect(await trigger.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 30 * DAY_MS - 5 * 60_000);
    expect(cookie!.expires * 1000).toBeLessThan(Date.now() + 30 * DAY_MS + 5 * 60_000);
  });

  test("remember me off: a browser-session cookie (no expiry)", async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/?auth=login");
    await signInThroughDialog(page, email, PASSWORD, false);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    const cookie = await sessionCookie(context);
    expect(cookie?.expires).toBe(-1);
    expect(cookie?.httpOnly).toBe(true);
  });

  test("a wrong password: 'Sign in Failed' with one message for every failure; the dialog stays", async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/?auth=login");
    await signInThroughDialog(page, email, "not-the-password");
    await expect(page.getByText("Sign in Failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test("the login view checks its fields before sending anything, and starts afresh when reopened", async ({
    page,
  }) => {
    await page.goto("/?auth=login");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByText("Email is required.")).toBeVisible();
    await expect(dialog.getByText("Password is required.")).toBeVisible();
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Password").fill("123456");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
    // Sign-in asks 6 characters, the specification's (issue 24), not sign-up's 8: accounts made
    // under the old 6-character rule still get in. Fewer than 6 is covered by the unit test
    // "says 'Password must be at least 6 characters long.'…" (tests/unit/auth/components.test.tsx).
    await expect(dialog.getByText(/Password must be at least/)).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Login" }).click();
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await expect(dialog.getByLabel("Password")).toHaveValue("");
    await expect(dialog.getByText("Please enter a valid email address.")).toHaveCount(0);
    await expect(dialog.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
  });

  test("the user menu: 'My Account', the email, 'Dashboard', and 'Log out' with 'Signed Out'", async ({
    page,
    baseURL,
    context,
  }) => {
    const { email } = await createAccount(page.request, baseURL!);
    await page.goto("/about");
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("My Account")).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await menu.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("account-email")).toHaveText(email);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByText("Signed Out", { exact: true })).toBeVisible();
    await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
  });

  // Spec section 2: the sign_up view does not open in the dialog; it navigates to /signup.
  test("the dialog's 'Sign up' closes it and opens the sign-up page", async ({ page }) => {
    await page.goto("/?auth=login");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
  });

  test("social sign-in says plainly that it needs the Supabase configuration", async ({ page }) => {
    await page.goto("/?auth=login");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(/Social sign-in needs the Supabase configuration/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Continue with GitHub" })).toBeDisabled();
  });
});

test.describe("the booking gate", () => {
  test("Day Pass on /plans: login dialog, 'Authentication Required' after 300 ms, then /checkout?item=day-pass", async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/plans");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    const clickedAt = Date.now();
    await page.getByRole("button", { name: "Book a Day Pass" }).click();
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }),
    ).toBeVisible();
    await expect(page.getByText("Authentication Required")).toBeVisible();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(300);
    await expect(page.getByText("Please sign in to continue with your booking.")).toBeVisible();

    await signInThroughDialog(page, email);
    await expect(page).toHaveURL(/\/checkout\?item=day-pass(&|$)/);
  });

  // /checkout may add its own parameters (a default date) once it loads: only the item is asserted.
  test("signed in, the same button goes straight to checkout", async ({ page, baseURL }) => {
    await createAccount(page.request, baseURL!);
    await page.goto("/plans");
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await page.getByRole("button", { name: "Book a Day Pass" }).click();
    await expect(page).toHaveURL(/\/checkout\?item=day-pass(&|$)/);
  });

  test("closing the dialog forgets the target: a later sign-in stays put", async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/plans");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await page.getByRole("button", { name: "Book a Day Pass" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // The plan card sits below the fold and the header hides on the way down: scroll back up.
    await page.mouse.wheel(0, -5000);
    await page.getByRole("button", { name: "Login" }).click();
    await signInThroughDialog(page, email);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/plans$/);
  });
});

test.describe("verification and password reset", () => {
  test("an unverified member is told on the dashboard why booking waits, and gets a new link on request", async ({
    page,
    baseURL,
  }) => {
    const { email } = await createAccount(page.request, baseURL!);
    await page.goto("/dashboard");
    const notice = page.getByTestId("verify-email-notice");
    await expect(notice).toContainText("Please verify your email address before booking.");
    await expect(notice).toContainText(email);
    await notice.getByRole("button", { name: "Resend verification email" }).click();
    await expect(page.getByText("Verification email sent")).toBeVisible();
    const booking = await page.request.post("/api/bookings", {
      headers: { origin: baseURL! },
      data: { kind: "meeting-room" },
    });
    expect(booking.status()).toBe(403);
  });

  test("forgot password: the dialog's link, the same answer for any address, then the e-mailed link sets a new one", async ({
    page,
    baseURL,
  }) => {
    const { email } = await createAccount(page.request, baseURL!);
    await page.request.post("/api/auth/signout", { headers: { origin: baseURL! }, data: {} });
    await page.goto("/?auth=login");
    await page.getByRole("dialog").getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "If an account exists for that email, we've sent a link to reset your password.",
    );

    const link = await mailedLink(email, "/auth/reset");
    await page.goto(link);
    await page.getByLabel(/^New password/).fill("password1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(
      page.getByText("This password is too common. Please choose a less common one."),
    ).toBeVisible();
    await page.getByLabel(/^New password/).fill("Lotus-new-secret-77");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("account-email")).toHaveText(email);

    // The link was spent: a second visit says so and offers the way forward.
    await page.goto(link);
    await page.getByLabel(/^New password/).fill("Another-secret-88");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "This link has expired or has already been used." }),
    ).toContainText("Ask for a new one below.");
  });
});

test.describe("the dashboard", () => {
  test("anonymous visitors go to the login dialog and come back after signing in", async ({
    page,
    request,
    baseURL,
  }) => {
    // An HTTP redirect before any HTML, not a page that redirects itself once loaded.
    const bare = await request.get("/dashboard", { maxRedirects: 0 });
    expect(bare.status()).toBe(307);
    expect(bare.headers()["location"]).toBe("/?auth=login&next=/dashboard");
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/dashboard");
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await signInThroughDialog(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("account-email")).toHaveText(email);
  });

  test("shows each member their own account and never another's", async ({ browser, baseURL }) => {
    const contexts = await Promise.all([
      browser.newContext({ baseURL }),
      browser.newContext({ baseURL }),
    ]);
    try {
      const pages = await Promise.all(contexts.map((c) => c.newPage()));
      const members = [
        await createAccount(pages[0]!.request, baseURL!, "Kabir Anand"),
        await createAccount(pages[1]!.request, baseURL!, "Zoya Mirza"),
      ];
      for (const [index, page] of pages.entries()) {
        const me = members[index]!;
        const other = members[1 - index]!;
        await page.goto("/dashboard");
        await expect(page.getByTestId("account-name")).toHaveText(me.name);
        await expect(page.getByTestId("account-email")).toHaveText(me.email);
        await expect(page.locator("main")).not.toContainText(other.email);
        await expect(page.locator("main")).not.toContainText(other.name);
      }
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });

  test("a hostile name is shown as text, never run as markup", async ({ page, baseURL }) => {
    const hostile = `<img src=x onerror="document.title='pwned'">`;
    await createAccount(page.request, baseURL!, hostile);
    let dialogs = 0;
    page.on("dialog", () => dialogs++);
    await page.goto("/dashboard");
    await expect(page.getByTestId("account-name")).toHaveText(hostile);
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
    expect(await page.title()).not.toBe("pwned");
    expect(dialogs).toBe(0);
  });

  test("a tampered session cookie counts as signed out", async ({ page, baseURL, context }) => {
    await createAccount(page.request, baseURL!);
    const cookie = (await sessionCookie(context))!;
    const flipped = `${cookie.value.slice(0, -1)}${cookie.value.endsWith("A") ? "B" : "A"}`;
    await context.addCookies([{ ...cookie, value: flipped }]);
    await page.goto("/dashboard");
    // Home, with the login dialog asked for; the page drops the query once it has hydrated.
    await expect(page).toHaveURL(/\/(\?auth=login&next=\/dashboard)?$/);
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu's account button signs in and reaches the dashboard @mobile", async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await createAccount(request, baseURL!);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("button", { name: "Login" }).click();
    await signInThroughDialog(page, email);
    await expect(page.getByText("Welcome back!")).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: "Account menu" })
      .click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByTestId("account-email")).toHaveText(email);
  });
});

test.describe("accessibility", () => {
  test("the sign-up page, the login dialog, the user menu and the dashboard have no axe violations", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/signup");
    await page.waitForTimeout(400);
    expect(await violations(page)).toEqual([]);

    await page.goto("/?auth=login");
    await page.waitForTimeout(400);
    expect(await violations(page, "[role=dialog]")).toEqual([]);

    await createAccount(page.request, baseURL!);
    await page.goto("/dashboard");
    await page.waitForTimeout(400);
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(await violations(page, "[role=menu]")).toEqual([]);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`the verification notice and the account-link pages have no axe violations, ${scheme} @mobile`, async ({
      page,
      baseURL,
    }) => {
      // Four full-page axe runs and a sign-up: past 45 s on a loaded two-core machine.
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await createAccount(page.request, baseURL!);
      await page.goto("/dashboard");
      await expect(page.getByTestId("verify-email-notice")).toBeVisible();
      await page.waitForTimeout(400);
      expect(await violations(page)).toEqual([]);
      for (const path of ["/auth/forgot", "/auth/verify?token=x", "/auth/reset?token=x"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForTimeout(400);
        expect(await violations(page), path).toEqual([]);
      }
      // A refused link's message, too.
      await page.goto("/auth/verify?token=x");
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole("button", { name: "Confirm my email" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "This link has expired" }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
