import { upiPayLink } from "@/lib/payments/client/upi-link";

describe("upiPayLink", () => {
  it("asks for the exact amount in rupees and paise, to the club's payee, in INR", () => {
    expect(
      upiPayLink({
        payee: "lotusclub@icici",
        payeeName: "Lotus Club Coworking Pvt Ltd",
        amountPaise: 70800,
        note: "Day pass, Mon, 30 November 2026",
      }),
    ).toBe(
      "upi://pay?pa=lotusclub%40icici&pn=Lotus%20Club%20Coworking%20Pvt%20Ltd&am=708.00&cu=INR" +
        "&tn=Day%20pass%2C%20Mon%2C%2030%20November%202026",
    );
  });

  it("keeps the paise of an amount that is not whole rupees", () => {
    expect(upiPayLink({ payee: "a@b", payeeName: "A", amountPaise: 188805, note: "x" })).toContain(
      "&am=1888.05&",
    );
  });

  it("refuses an amount that is not a positive whole number of paise", () => {
    for (const amountPaise of [0, -100, 10.5]) {
      expect(() => upiPayLink({ payee: "a@b", payeeName: "A", amountPaise, note: "x" })).toThrow(
        RangeError,
      );
    }
  });
});
