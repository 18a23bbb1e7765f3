import type { PGlite } from "@electric-sql/pglite";
import type { Member } from "@/lib/auth/member";
import {
  acceptOffer,
  createMembershipOffer,
  getMemberMembership,
  markInvoicePaid,
  runBilling,
  type MembershipOfferInput,
} from "@/lib/memberships";
import { HOLDER_ADDRESS } from "./membership-db";

/** Autopay suites' shared set-up: staff, a member, and a membership whose January is due. */
export const STAFF = { id: "a1e6c3d5-5b7f-4e2a-8c0d-6f4b3a2e1d09", email: "desk@lotusclub.in" };
export const memberOf = (id: string): Member =>
  ({ user: { id, email: `${id.slice(0, 4)}@example.in` }, access: {} }) as unknown as Member;

/** An active membership from 17 December 2026, January's invoice issued and unpaid. */
export async function januaryDue(
  db: PGlite,
  holder: string,
  offer: Partial<MembershipOfferInput> = {},
) {
  const made = await createMembershipOffer(
    {
      plan: "dedicated-desk",
      seats: 1,
      term: "monthly",
      startDate: "2026-12-17",
      holderName: "Asha Verma",
      holderEmail: `${holder.slice(0, 4)}@example.in`,
      ...offer,
    },
    STAFF,
    new Date("2026-11-26T06:00:00Z"),
  );
  const { rows } = await db.query<{ link: string }>(
    "select payload ->> 'link' as link from public.outbox where template = 'membership-offer' and source_id = $1",
    [made.id],
  );
  const token = rows[0]!.link.split("/").pop()!;
  await acceptOffer(token, memberOf(holder), new Date("2026-11-26T07:00:00Z"), HOLDER_ADDRESS);
  const first = (await getMemberMembership(holder, new Date("2026-11-26T08:00:00Z")))!.invoices[0]!;
  await markInvoicePaid(first.id, { method: "UPI", reference: "UTR1" }, STAFF, new Date());
  await runBilling(new Date("2027-01-01T03:00:00Z"));
  return made;
}
