import { expect, test } from "@playwright/test";

// The site sends no e-mail yet: no page may say that one is on its way, unless the specification
// itself says so (its own strings stay word for word).
test("the hosted store's success page promises no e-mailed receipt", async ({ page }) => {
  await page.goto("/success");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment successful");
  await expect(page.getByText("Thank you for your purchase.")).toHaveText(
    "Thank you for your purchase. The store confirms your order and its receipt.",
  );
  await expect(page.getByText(/on its way to your email/i)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
    "href",
    "/store",
  );
});
