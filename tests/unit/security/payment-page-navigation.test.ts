/** @jest-environment node */
import { NextRequest } from "next/server";

/**
 * A page with a payment step allows Razorpay's script in its own Content-Security-Policy, and a
 * policy belongs to a document. The router's in-place navigation (a fetch of the page's payload,
 * `Sec-Fetch-Dest: empty`; Next hides its `RSC` header from the proxy) would keep
 * the previous page's policy and block the checkout, so with payments online it gets no payload
 * for those pages and loads them as documents (Next does so for any answer that is not a payload).
 */
const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
  jest.resetModules();
});

/** The router's fetch of `path`'s payload from the page at `from`. */
async function navigate(
  path: string,
  from = "/store",
  headers: Record<string, string> = {
    "sec-fetch-dest": "empty",
    referer: `http://localhost:3000${from}`,
  },
) {
  const { proxy } = await import("@/proxy");
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
}

describe("navigating to a page with a payment step", () => {
  it("with payments online: no payload for a payment page, so the router loads a document", async () => {
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: "rzp_test_x",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "webhook",
    });
    for (const path of ["/success", "/dashboard", "/meeting-rooms"]) {
      const answer = await navigate(path);
      expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(answer.headers.get("x-middleware-next")).toBeNull();
    }
    // Other pages navigate in place; so does a refresh of a payment page, or a move from one to
    // another (the policy allows the checkout already); a document request is served.
    expect((await navigate("/store")).headers.get("x-middleware-next")).toBe("1");
    expect((await navigate("/dashboard", "/dashboard")).headers.get("x-middleware-next")).toBe("1");
    expect((await navigate("/dashboard", "/meeting-rooms")).headers.get("x-middleware-next")).toBe(
      "1",
    );
    const document = await navigate("/success", "/store", { "sec-fetch-dest": "document" });
    expect(document.headers.get("x-middleware-next")).toBe("1");
    expect(document.headers.get("content-security-policy")).toContain("checkout.razorpay.com");
  });

  it("says which request headers chose the answer (Vary), so no cache serves it to a document request", async () => {
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: "rzp_test_x",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "webhook",
    });
    const answer = await navigate("/success");
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const vary = (answer.headers.get("vary") ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(["sec-fetch-dest", "referer"]));
  });

  it("with payments at the desk: every page navigates in place", async () => {
    delete process.env.RAZORPAY_KEY_ID;
    delete process.env.RAZORPAY_KEY_SECRET;
    delete process.env.RAZORPAY_WEBHOOK_SECRET;
    expect((await navigate("/success")).headers.get("x-middleware-next")).toBe("1");
  });
});
