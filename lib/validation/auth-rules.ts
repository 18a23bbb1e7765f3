/**
 * The auth forms' limits, messages and small rules, without zod, so a form can show them on
 * first load and fetch its zod schema (lib/validation/auth.ts) only when it is used. Limits match
 * Supabase Auth (passwords are at most 72 bytes there) and the leads table's check constraints.
 */

export const AUTH_LIMITS = {
  email: 254,
  // ASVS 5 2.1.1: at least 8. At most 72 bytes: Supabase Auth's bcrypt limit (72 ASCII characters).
  passwordMin: 8,
  // The sign-in dialog's check before it posts (spec section 5): older accounts had 6 at least.
  signInPasswordMin: 6,
  passwordMax: 72,
  name: 120,
  userQuery: 4000,
} as const;

export const AUTH_MESSAGES = {
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Password is required.",
  passwordTooShort: `Password must be at least ${AUTH_LIMITS.passwordMin} characters long.`,
  signInPasswordTooShort: `Password must be at least ${AUTH_LIMITS.signInPasswordMin} characters long.`,
  passwordTooCommon: "This password is too common. Please choose a less common one.",
  passwordTooLong: `Password must be at most ${AUTH_LIMITS.passwordMax} characters long.`,
  nameTooLong: `Please keep your name under ${AUTH_LIMITS.name} characters.`,
  userQueryTooLong: `Please keep your query under ${AUTH_LIMITS.userQuery.toLocaleString("en-IN")} characters.`,
  missingFieldsTitle: "Missing Fields",
  missingFields: "Please fill out all fields to sign up.",
} as const;

/** UTF-8 length in bytes (what Supabase's 72-byte password limit counts). */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The /signup page's rule (spec section 5): every field filled, nothing more. */
export type SignUpPageValues = { name: string; email: string; password: string; userQuery: string };

export function hasMissingSignUpFields(values: SignUpPageValues): boolean {
  return [values.name, values.email, values.password, values.userQuery].some(
    (value) => value.trim() === "",
  );
}
