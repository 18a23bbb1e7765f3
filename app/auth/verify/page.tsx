import type { Metadata } from "next";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { AccountPage, tokenOf } from "../account-page";

export const metadata: Metadata = { title: "Confirm your email", robots: { index: false } };

export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <AccountPage
      title="Confirm your email"
      lead="Enter your password to confirm this address is yours and sign in, ready to book."
    >
      <VerifyEmailForm token={tokenOf(token)} />
    </AccountPage>
  );
}
