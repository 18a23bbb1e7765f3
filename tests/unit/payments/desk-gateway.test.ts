/** @jest-environment node */
import { createDeskGateway } from "@/lib/payments/adapters/desk";
import { PaymentNotOnlineError } from "@/lib/payments/errors";

describe("pay at the desk", () => {
  const desk = createDeskGateway();

  it("asks for nothing online: the amount is due at the front desk", async () => {
    await expect(desk.createPayment({ amount: 70800, receipt: "booking-1" })).resolves.toEqual({
      method: "desk",
      amount: 70800,
      receipt: "booking-1",
    });
  });

  it("has nothing to confirm, no webhooks and no online refunds", async () => {
    const notOnline = "Online payment is not configured: payment is taken at the front desk.";
    await expect(
      desk.confirmPayment({ orderId: "o", paymentId: "p", signature: "s" }, 100),
    ).rejects.toThrow(new PaymentNotOnlineError());
    expect(() => desk.parseWebhook("{}", { signature: "s", eventId: "e" })).toThrow(notOnline);
    await expect(desk.refund({ paymentId: "p" })).rejects.toBeInstanceOf(PaymentNotOnlineError);
  });
});
