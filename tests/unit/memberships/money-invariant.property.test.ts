/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { onlinePaymentsServer } from "../payments/online-payments-server";
import { itKeepsEveryPaymentInOnePlace } from "./money-invariant";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(300_000);

/** Issue 36's money invariant on the embedded database (PGlite) and the fake Razorpay. */
describe("every captured payment ends in exactly one place", () => {
  const server = onlinePaymentsServer();
  itKeepsEveryPaymentInOnePlace("embedded", 16, () => server.fake);
});
