/** @jest-environment node */
import { isCommonPassword, refuseCommonPassword } from "@/lib/auth/common-passwords";
import list from "@/lib/auth/data/common-passwords.json";

describe("the common-password list (shipped as data, no network)", () => {
  it("holds thousands of breached passwords of 8+ characters", () => {
    expect(list.length).toBeGreaterThan(10_000);
    expect(list.every((entry: string) => entry.length >= 8)).toBe(true);
  });

  it.each(["password", "Password1", "12345678", "qwertyuiop", "iloveyou", "PASSWORD"])(
    "refuses %p, whatever its case",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(() => refuseCommonPassword(password)).toThrow(
        expect.objectContaining({
          status: 400,
          fieldErrors: {
            password: "This password is too common. Please choose a less common one.",
          },
        }),
      );
    },
  );

  it.each(["lotus-secret-1", "correct horse battery staple", "Noida-127-cabin"])(
    "accepts %p",
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
      expect(() => refuseCommonPassword(password)).not.toThrow();
    },
  );
});
