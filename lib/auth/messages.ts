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
  signedOut: "Signed Out",
  signedOutDescription: "You have been successfully signed out.",
  authRequired: "Authentication Required",
  authRequiredDescription: "Please sign in to continue with your booking.",
  leadFailedPrefix: "Could not save lead details: ",
} as const;
