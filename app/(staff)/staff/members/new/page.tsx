import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { offerDraftFromRequest } from "@/lib/memberships";
import { requireStaffPage } from "@/lib/staff/access";
import { getDeskPort } from "@/lib/bookings";
import { isUuid } from "@/lib/validation/uuid";
import { defaultMoveInDate } from "@/lib/pricing";
import { emptyDraft, type MembershipDraft } from "../../_components/membership-draft";
import { MembershipForm } from "../../_components/membership-form";

export const metadata: Metadata = { title: "New membership" };

type Props = { searchParams: Promise<{ request?: string | string[] }> };

/**
 * Offers a membership: from a desk or office request (`?request=<booking id>`, the inbox's "Make
 * membership"), prefilled from it, or from scratch for a walk-in.
 */
export default async function NewMembershipPage({ searchParams }: Props) {
  const query = await searchParams;
  const requestId = typeof query.request === "string" ? query.request : undefined;
  const member = await requireStaffPage(
    `/staff/members/new${requestId ? `?request=${requestId}` : ""}`,
  );
  const blank = emptyDraft(defaultMoveInDate(new Date()));
  const request =
    requestId && isUuid(requestId)
      ? await getDeskPort()
          .getBooking(requestId, member.access)
          .catch(() => null)
      : null;
  const prefill = request ? offerDraftFromRequest(request) : null;
  const initial: MembershipDraft = prefill
    ? {
        ...blank,
        email: prefill.holderEmail ?? "",
        name: prefill.holderName ?? "",
        plan: prefill.plan ?? blank.plan,
        seats: String(prefill.seats ?? blank.seats),
        term: prefill.term ?? blank.term,
        startDate: prefill.startDate ?? blank.startDate,
        companyName: prefill.company?.legalName ?? "",
        gstin: prefill.company?.gstin ?? "",
        billingAddress: prefill.company?.billingAddress ?? "",
        billingState: prefill.company?.stateCode ?? "",
      }
    : blank;

  return (
    <div className="grid max-w-3xl gap-6">
      <Link
        href={requestId ? "/staff" : "/staff/members"}
        className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {requestId ? "Inbox" : "Members and billing"}
      </Link>
      <h1 className="text-3xl font-semibold">New membership</h1>
      {requestId && !prefill ? (
        <p role="alert" className="text-destructive text-sm">
          That request could not be read; fill the form in from the request instead.
        </p>
      ) : null}
      <MembershipForm
        initial={initial}
        fromRequest={prefill ? requestId : undefined}
        title={prefill ? "Offer from the request" : "Walk-in"}
      />
    </div>
  );
}
