import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { AccountPage } from "../account-page";

export const metadata: Metadata = { title: "Reset your password", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AccountPage
      title="Reset your password"
      lead="Enter your account's email and we'll send a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AccountPage>
  );
}
