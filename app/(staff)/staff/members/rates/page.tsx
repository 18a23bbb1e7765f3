import type { Metadata } from "next";
import Link from "next/link";
import { getMemberRateSettings } from "@/lib/credits";
import { requireStaffPage } from "@/lib/staff/access";
import { MemberRatesForm } from "../_components/member-rates-form";

export const metadata: Metadata = { title: "Member rates and credit" };

/** Staff: the member rates (percent off list per product) and each plan's room credit. */
export default async function StaffMemberRatesPage() {
  await requireStaffPage("/staff/members/rates");
  const settings = await getMemberRateSettings();
  return (
    <div className="grid max-w-2xl gap-8">
      <div>
        <Link href="/staff/members" className="text-sm underline underline-offset-2">
          Members and billing
        </Link>
        <h1 className="mt-2 text-3xl font-semibold">Member rates and credit</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          Rates apply to bookings made from now on; plan credit to periods invoiced from now on,
          valued at the 4-seater&apos;s member rate.
        </p>
      </div>
      <MemberRatesForm settings={settings} />
    </div>
  );
}
