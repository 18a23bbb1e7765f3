/** The user-facing messages of the accounts flows (spec sections 4, 5 and 8), exactly as written. */
export const AUTH_TOASTS = {
  signInSuccess: "Welcome back!",
  signInFailed: "Sign in Failed",
  signUpFailed: "Sign up Failed",
  signOutFailed: "Sign out Failed",
  fallback: "Something went wrong",
  pageSignUpSuccess: "Welcome Aboard!",
  pageSignUpSuccessDescription:
    "You've successfully signed up. Check your email to verify your account.",
  dialogSignUpSuccess: "Welcome!",
  dialogSignUpSuccessDescription: "Please check your email to verify your account.",
  termsTitle: "Terms and Conditions",
  termsRequired: "You must agree to the terms and conditions to sign up.",
  signedOut: "Signed Out",
  signedOutDescription: "You have been successfully signed out.",
  authRequired: "Authentication Required",
  authRequiredDescription: "Please sign in to continue with your booking.",
  leadFailedPrefix: "Could not save lead details: ",
} as const;

/** Verification and password reset (issue 14 item 5): what each step tells the member. */
export const ACCOUNT_MESSAGES = {
  verified: "Email verified",
  verifiedDescription: "Your email address is confirmed. You can book rooms and the studio now.",
  linkInvalid: "This link has expired or has already been used. Ask for a new one below.",
  resetRequested: "If an account exists for that email, we've sent a link to reset your password.",
  passwordReset: "Password changed",
  passwordResetDescription: "You're signed in with your new password.",
  verificationSent: "Verification email sent",
  verificationSentDescription: "Open the link in it to confirm your address.",
  verifyBeforeBooking: "Please verify your email address before booking.",
} as const;
