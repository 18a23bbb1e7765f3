import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { AccountPage, tokenOf } from "../account-page";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <AccountPage
      title="Choose a new password"
      lead="At least 8 characters, and not one of the common passwords. Every other device is signed out."
    >
      <ResetPasswordForm token={tokenOf(token)} />
    </AccountPage>
  );
}
