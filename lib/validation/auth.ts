import { z } from "@/lib/zod";
import { AUTH_LIMITS, AUTH_MESSAGES, utf8Length } from "@/lib/validation/auth-rules";
import { isSingleLine, MESSAGES } from "@/lib/validation/enquiry-rules";

export * from "@/lib/validation/auth-rules";

/**
 * Sign-in and sign-up schemas, shared by the forms and the /api/auth route handlers. Messages are
 * the specification's (section 5) where it gives them; limits match Supabase Auth (passwords are
 * at most 72 bytes there) and the leads table's check constraints.
 */

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(AUTH_LIMITS.email, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

// Passwords are never trimmed: a leading or trailing space is part of the secret.
const enteredPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .refine((value) => utf8Length(value) <= AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

/**
 * A password being chosen (sign-up, reset): at least 8 characters. The server also refuses
 * common passwords (lib/auth/common-passwords.ts), a list too large for the browser.
 */
export const newPassword = enteredPassword.refine(
  (value) => [...value].length >= AUTH_LIMITS.passwordMin,
  AUTH_MESSAGES.passwordTooShort,
);

/**
 * The dialog's login view; remember me is on unless unticked. Sign-in asks no minimum length:
 * accounts made under the old 6-character rule still sign in.
 */
export const loginSchema = z.object({
  email,
  password: enteredPassword,
  remember: z.boolean().default(true),
});

/**
 * The login dialog's form (spec section 5): the same fields, and a password of at least 6
 * characters, "Password must be at least 6 characters long.", before anything is sent. The
 * server keeps `loginSchema`, which asks no length; sign-up keeps its 8 and the common-password check.
 */
export const loginFormSchema = loginSchema.extend({
  password: enteredPassword.refine(
    (value) => [...value].length >= AUTH_LIMITS.signInPasswordMin,
    AUTH_MESSAGES.signInPasswordTooShort,
  ),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

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
 * still requires a password of at least 8 characters that is not a common one.
 */
export const signUpRequestSchema = z.object({
  email,
  password: newPassword,
  name: optionalText(AUTH_LIMITS.name, AUTH_MESSAGES.nameTooLong).refine(
    (value) => value === undefined || isSingleLine(value),
    MESSAGES.nameOneLine,
  ),
  userQuery: optionalText(AUTH_LIMITS.userQuery, AUTH_MESSAGES.userQueryTooLong),
});

export type SignUpRequestInput = z.input<typeof signUpRequestSchema>;
export type SignUpRequestValues = z.output<typeof signUpRequestSchema>;

/** What POST /api/auth/signin accepts: the login form's values. */
export const signInRequestSchema = loginSchema;

/** POST /api/auth/forgot: where to send a reset link. */
export const passwordResetRequestSchema = z.object({ email });

/** A link's token as the pages hand it back; its shape is checked where it is spent. */
const linkToken = z.string().trim().min(1).max(200);

/**
 * POST /api/auth/verify: the token from the verification e-mail, and the password the verifier
 * sets or confirms (the page always sends it; without it the account's password is voided).
 */
export const verifyEmailRequestSchema = z.object({
  token: linkToken,
  password: newPassword.optional(),
});

/** POST /api/auth/reset: the token from the reset e-mail and the new password. */
export const passwordResetSchema = z.object({ token: linkToken, password: newPassword });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
