import { z } from "@/lib/zod";

/**
 * Sign-in and sign-up schemas, shared by the forms and the /api/auth route handlers. Messages are
 * the specification's (section 5) where it gives them; limits match Supabase Auth (passwords are
 * at most 72 bytes there) and the leads table's check constraints.
 */

export const AUTH_LIMITS = {
  email: 254,
  passwordMin: 6,
  passwordMax: 72,
  name: 120,
  userQuery: 4000,
} as const;

export const AUTH_MESSAGES = {
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Password is required.",
  passwordTooShort: "Password must be at least 6 characters long.",
  passwordTooLong: `Password must be at most ${AUTH_LIMITS.passwordMax} characters long.`,
  nameTooLong: `Please keep your name under ${AUTH_LIMITS.name} characters.`,
  userQueryTooLong: `Please keep your query under ${AUTH_LIMITS.userQuery.toLocaleString("en-IN")} characters.`,
  termsTitle: "Terms and Conditions",
  termsRequired: "You must agree to the terms and conditions to sign up.",
  missingFieldsTitle: "Missing Fields",
  missingFields: "Please fill out all fields to sign up.",
} as const;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(AUTH_LIMITS.email, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

/** UTF-8 length in bytes (what Supabase's 72-byte password limit counts). */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

// Passwords are never trimmed: a leading or trailing space is part of the secret.
const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort)
  .refine((value) => utf8Length(value) <= AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

/** The dialog's login view; remember me is on unless unticked. */
export const loginSchema = z.object({
  email,
  password,
  remember: z.boolean().default(true),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

/** The dialog's sign-up view. The terms box is checked by the form itself (a toast, not a field error). */
export const dialogSignUpSchema = z.object({ email, password });

export type DialogSignUpValues = z.output<typeof dialogSignUpSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/**
 * What POST /api/auth/signup accepts: the dialog sends email and password; the /signup page adds
 * the lead's name and query. The page itself only checks that every field is filled; the server
 * still requires a password of at least 6 characters.
 */
export const signUpRequestSchema = z.object({
  email,
  password,
  name: optionalText(AUTH_LIMITS.name, AUTH_MESSAGES.nameTooLong),
  userQuery: optionalText(AUTH_LIMITS.userQuery, AUTH_MESSAGES.userQueryTooLong),
});

export type SignUpRequestInput = z.input<typeof signUpRequestSchema>;
export type SignUpRequestValues = z.output<typeof signUpRequestSchema>;

/** What POST /api/auth/signin accepts: the login form's values. */
export const signInRequestSchema = loginSchema;

/** The /signup page's rule (spec section 5): every field filled, nothing more. */
export type SignUpPageValues = { name: string; email: string; password: string; userQuery: string };

export function hasMissingSignUpFields(values: SignUpPageValues): boolean {
  return [values.name, values.email, values.password, values.userQuery].some(
    (value) => value.trim() === "",
  );
}
