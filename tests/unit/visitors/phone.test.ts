import {
  formatIndianMobile,
  normaliseIndianMobile,
  visitorSchema,
} from "@/lib/visitors/visitor-schema";
import { VISITOR_MESSAGES } from "@/lib/visitors/visitor-schema";

describe("Indian mobile numbers", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["91 6123456789", "+916123456789"],
    ["09876543210", "+919876543210"],
    ["(+91) 7000 000 000", "+917000000000"],
  ])("accepts %s as %s", (typed, stored) => {
    expect(normaliseIndianMobile(typed)).toBe(stored);
  });

  it.each([
    "",
    "12345",
    "5876543210",
    "+44 7700 900123",
    "98765432101",
    "98765-4321x",
    "+1 9876543210",
  ])("refuses %p", (typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
  });

  it("tells the member what a valid number looks like, on the phone field", () => {
    const parsed = visitorSchema.safeParse({
      name: "Ravi",
      phone: "12345",
      date: "2026-12-01",
      time: "11:00",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ["phone"], message: VISITOR_MESSAGES.phoneInvalid }),
    ]);
  });

  it("shows a stored number in two groups of five", () => {
    expect(formatIndianMobile("+919876543210")).toBe("+91 98765 43210");
  });
});
