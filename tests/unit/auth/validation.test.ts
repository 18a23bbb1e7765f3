/** @jest-environment node */
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/http/field-errors";
import {
  AUTH_MESSAGES,
  hasMissingSignUpFields,
  loginSchema,
  signUpRequestSchema,
  utf8Length,
} from "@/lib/validation/auth";

const errorsOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : fieldErrorsOf(result.error);

describe("sign-in validation (spec section 5)", () => {
  it("says exactly the specification's messages", () => {
    expect(AUTH_MESSAGES.emailRequired).toBe("Email is required.");
    expect(AUTH_MESSAGES.emailInvalid).toBe("Please enter a valid email address.");
    expect(AUTH_MESSAGES.passwordRequired).toBe("Password is required.");
    // ASVS 5 2.1.1 raised the specification's 6 to 8 (issue 14).
    expect(AUTH_MESSAGES.passwordTooShort).toBe("Password must be at least 8 characters long.");
    expect(AUTH_MESSAGES.missingFieldsTitle).toBe("Missing Fields");
    expect(AUTH_MESSAGES.missingFields).toBe("Please fill out all fields to sign up.");
  });

  it.each([
    [
      { email: "", password: "" },
      { email: "Email is required.", password: "Password is required." },
    ],
    [{ email: "   ", password: "secret1" }, { email: "Email is required." }],
    [
      { email: "not-an-email", password: "secret1" },
      { email: "Please enter a valid email address." },
    ],
    [{ email: "a@b", password: "secret1" }, { email: "Please enter a valid email address." }],
    [{ email: "asha@example.in", password: "" }, { password: "Password is required." }],
    // Sign-in asks no length: accounts made under the old 6-character rule still get in.
    [{ email: "asha@example.in", password: "12345" }, {}],
  ])("login %p gives %p", (input, expected) => {
    expect(errorsOf(loginSchema.safeParse(input))).toEqual(expected);
  });

  it.each([
    ["1234567", { password: "Password must be at least 8 characters long." }],
    ["🪷🪷🪷🪷🪷🪷🪷", { password: "Password must be at least 8 characters long." }],
    ["12345678", {}],
    ["a".repeat(64), {}],
    ["a".repeat(72), {}],
    ["a".repeat(73), { password: "Password must be at most 72 characters long." }],
  ])("sign-up password %p gives %p (at least 8, no maximum below 64)", (password, expected) => {
    expect(errorsOf(signUpRequestSchema.safeParse({ email: "asha@example.in", password }))).toEqual(
      expected,
    );
  });

  it("turns remember me on unless unticked, and trims the email but never the password", () => {
    expect(loginSchema.parse({ email: " asha@example.in ", password: " secret " })).toEqual({
      email: "asha@example.in",
      password: " secret ",
      remember: true,
    });
    expect(
      loginSchema.parse({ email: "asha@example.in", password: "secret", remember: false }).remember,
    ).toBe(false);
  });

  it("refuses a password over 72 bytes (Supabase's limit) on the server", () => {
    const result = signUpRequestSchema.safeParse({
      email: "asha@example.in",
      password: "é".repeat(37),
    });
    expect(result.success).toBe(false);
  });

  it("takes the lead's name and query on sign-up, empty ones as absent", () => {
    expect(
      signUpRequestSchema.parse({
        email: "asha@example.in",
        password: "secret-1",
        name: " Asha ",
        userQuery: "",
      }),
    ).toEqual({
      email: "asha@example.in",
      password: "secret-1",
      name: "Asha",
      userQuery: undefined,
    });
  });
});

describe("the /signup page's rule: every field filled", () => {
  const full = { name: "Asha", email: "asha@example.in", password: "x", userQuery: "A desk" };
  it.each(["name", "email", "password", "userQuery"] as const)(
    "%s empty or blank is missing",
    (field) => {
      expect(hasMissingSignUpFields({ ...full, [field]: "" })).toBe(true);
      expect(hasMissingSignUpFields({ ...full, [field]: "   " })).toBe(true);
    },
  );
  it("has no password length rule", () => {
    expect(hasMissingSignUpFields(full)).toBe(false);
  });
});

describe("utf8Length", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["é", 2],
    ["₹", 3],
    ["🪷", 4],
  ])("%p is %p bytes", (value, bytes) => {
    expect(utf8Length(value)).toBe(bytes);
    expect(utf8Length(value)).toBe(Buffer.byteLength(value, "utf8"));
  });
});
