"use client";

import { useState } from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { CheckCircle2, Loader2 } from "lucide-react";
import { BillingAddressFields } from "@/components/payments/billing-address-fields";
import { Button } from "@/components/ui/button";
import { HOLDER_ADDRESS_TEXT } from "@/lib/memberships/holder-address";
import { postJson } from "@/lib/api-client";
import { formatClubDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";

type Props = {
  token: string;
  accepted: boolean;
  acceptedAt: string | null;
  /** The signed-in member's e-mail, or null for a visitor (who signs in first). */
  signedInAs: string | null;
  holderEmail: string;
  /**
   * A holder without a company is asked their address and its state for the invoices (rule
   * 46(f)): required where a whole period's invoice is ₹50,000 or more. Null: not asked.
   */
  askAddress?: { required: boolean } | null;
};

/**
 * "Accept": binds the offer to the signed-in member, records the time and the terms' version,
 * and issues the first invoice; the member then finds it on their dashboard to pay.
 */
export function OfferAccept({
  token,
  accepted,
  acceptedAt,
  signedInAs,
  holderEmail,
  askAddress,
}: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [address, setAddress] = useState({ billingAddress: "", billingState: "" });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const router = useRouter();
  const path = usePathname();

  if (accepted) {
    return (
      <div role="status" className="bg-accent-soft rounded-2xl border p-6 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="text-accent size-5 shrink-0" aria-hidden />
          Accepted{acceptedAt ? ` on ${formatClubDateTime(acceptedAt)}` : ""}
        </p>
        <p className="text-muted-foreground mt-2">
          Your invoices, the deposit and notice are on your dashboard.
        </p>
        <Button asChild size="sm" className="mt-4">
          <Link href="/dashboard">Go to your dashboard</Link>
        </Button>
      </div>
    );
  }

  if (!signedInAs) {
    return (
      <div className="bg-card rounded-2xl border p-6 text-sm">
        <p className="font-semibold">Sign in to accept</p>
        <p className="text-muted-foreground mt-2">
          The offer is for {holderEmail}. Sign in with that address, or create your account with it,
          and you come back here.
        </p>
        <Button asChild size="sm" className="mt-4">
          <Link href={`/?auth=login&next=${encodeURIComponent(path)}`}>Sign in to accept</Link>
        </Button>
      </div>
    );
  }

  async function accept() {
    if (askAddress?.required && !(address.billingAddress.trim() && address.billingState)) {
      setFieldErrors({ billingAddress: HOLDER_ADDRESS_TEXT.required });
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await postJson(
      `/api/memberships/offer/${token}/accept`,
      askAddress && address.billingAddress.trim() ? address : {},
    );
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      setFieldErrors(answer.fieldErrors ?? {});
      return;
    }
    toast.success("Membership accepted", {
      description: "Your first invoice is on your dashboard.",
    });
    router.push("/dashboard#membership");
  }

  return (
    <div className="bg-card rounded-2xl border p-6 text-sm">
      <p className="text-muted-foreground">
        Signed in as <span className="text-foreground font-medium">{signedInAs}</span>. By accepting
        you agree to the membership above and to the terms it states.
      </p>
      {askAddress ? (
        <fieldset className="mt-4 grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-medium">Your address for the tax invoices</legend>
          <BillingAddressFields
            required={askAddress.required}
            address={address.billingAddress}
            state={address.billingState}
            errors={fieldErrors}
            onChange={(change) => {
              setAddress((current) => ({ ...current, ...change }));
              setFieldErrors({});
            }}
          />
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive mt-3 font-medium">
          {error}
        </p>
      ) : null}
      <Button onClick={() => void accept()} disabled={busy} className="mt-4">
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Accepting..." : "Accept"}
      </Button>
    </div>
  );
}
