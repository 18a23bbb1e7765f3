"use client";

import { useState } from "react";
import { Loader2, MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { resendVerification } from "@/lib/auth/client/accounts";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import { toast } from "@/lib/toast";

/** For a member whose address is not confirmed: why booking waits, and a new link on request. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    const answer = await resendVerification();
    setBusy(false);
    if (answer.ok)
      toast.success(ACCOUNT_MESSAGES.verificationSent, {
        description: ACCOUNT_MESSAGES.verificationSentDescription,
      });
    else toast.error(answer.message);
  }

  return (
    <section
      aria-labelledby="verify-heading"
      className="bg-accent-soft mt-8 flex flex-col gap-4 rounded-2xl p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="verify-email-notice"
    >
      <div className="flex gap-3">
        <MailWarning className="text-accent mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <h2 id="verify-heading" className="font-sans text-base font-semibold">
            Confirm your email to book
          </h2>
          <p className="text-muted-foreground mt-1 text-sm break-words">
            {ACCOUNT_MESSAGES.verifyBeforeBooking} We sent a link to {email}.
          </p>
        </div>
      </div>
      <Button type="button" variant="outline" onClick={resend} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Resend verification email
      </Button>
    </section>
  );
}
