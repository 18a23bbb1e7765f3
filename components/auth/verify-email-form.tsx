"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { verifyEmail } from "@/lib/auth/client/accounts";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import { toast } from "@/lib/toast";
import { LinkProblem } from "./link-problem";

/**
 * The verification e-mail's page: one button spends the link (a POST, so a mail scanner opening
 * the link spends nothing), then the dashboard, signed in.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const answer = await verifyEmail(token);
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.message);
      return;
    }
    toast.success(ACCOUNT_MESSAGES.verified, { description: ACCOUNT_MESSAGES.verifiedDescription });
    router.push("/dashboard");
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      {problem ? <LinkProblem message={problem} /> : null}
      <Button type="submit" size="lg" disabled={busy || !hydrated}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Confirming..." : "Confirm my email"}
      </Button>
    </form>
  );
}
