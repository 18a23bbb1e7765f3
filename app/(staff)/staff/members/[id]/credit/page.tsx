import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CreditStatement } from "@/components/credits/credit-statement";
import { getMembershipCredit } from "@/lib/credits";
import { requireStaffPage } from "@/lib/staff/access";
import { isUuid } from "@/lib/validation/uuid";
import { CreditAdjustForm } from "../../_components/credit-adjust-form";

export const metadata: Metadata = { title: "Room credit" };

type Props = { params: Promise<{ id: string }> };

/** Staff: a membership's room credit (balance, expiry, every movement) and an adjustment. */
export default async function StaffMembershipCreditPage({ params }: Props) {
  const { id } = await params;
  await requireStaffPage(`/staff/members/${id}/credit`);
  if (!isUuid(id)) notFound();
  const pool = await getMembershipCredit(id, new Date());
  return (
    <div className="grid max-w-3xl gap-8">
      <div>
        <Link href="/staff/members" className="text-sm underline underline-offset-2">
          Members and billing
        </Link>
        <h1 className="mt-2 text-3xl font-semibold">Room credit</h1>
      </div>
      <CreditStatement pool={pool} />
      <CreditAdjustForm membershipId={id} />
    </div>
  );
}
