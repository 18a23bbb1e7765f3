/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import type { InvoiceRow } from "@/lib/invoices/record";
import { holderAddressRequired, HOLDER_ADDRESS_TEXT } from "@/lib/memberships/holder-address";
import { acceptOffer, createOffer } from "@/lib/memberships/offers";
import type { MembershipStore } from "@/lib/memberships/store";
import { acceptOfferSchema } from "@/lib/validation/membership";
import { at, DESK_OFFER, HOLDER, offerToken, SUPPLIER } from "./membership-db";
import { invoiceLayoutText } from "./invoice-layout-text";
import { setUpMembershipDb } from "./membership-suite";

/**
 * Issue 36, CGST rule 46(f): an individual holder (no company, no GSTIN) is named on the
 * membership's tax invoices with their address and its state, given when they accept the offer;
 * required where a whole period's invoice is ₹50,000 or more, welcome below it.
 */
let db: PGlite;
let store: MembershipStore;
setUpMembershipDb((opened) => ({ db, store } = opened));

const NOIDA = "B-12, Sector 62, Noida 201309";

async function offerAndAccept(
  offer = DESK_OFFER,
  holderAddress?: { address: string; stateCode: string },
) {
  const made = await createOffer(store, offer, "desk", at("2026-11-26T06:00:00Z"), false);
  const token = await offerToken(db, made.id);
  const accepted = acceptOffer(
    store,
    token,
    HOLDER,
    SUPPLIER,
    at("2026-11-26T07:00:00Z"),
    false,
    holderAddress,
  );
  return { id: made.id, accepted };
}

const firstInvoice = async (membershipId: string) =>
  (
    await db.query<InvoiceRow>(
      `select i.* from public.invoices i join public.membership_invoices mi on mi.invoice_id = i.id
       where mi.membership_id = $1 and mi.is_first`,
      [membershipId],
    )
  ).rows[0]!;

describe("an individual holder's address on the membership's invoices", () => {
  it("prints the name, address and state with its code given at acceptance", async () => {
    const { id, accepted } = await offerAndAccept(DESK_OFFER, {
      address: NOIDA,
      stateCode: "09",
    });
    const membership = await accepted;
    expect(membership.holder).toMatchObject({ address: NOIDA, stateCode: "09" });
    const row = await firstInvoice(id);
    expect(row).toMatchObject({
      buyer_name: "Asha Verma",
      buyer_address: NOIDA,
      buyer_state: "09",
    });
    const text = await invoiceLayoutText(row);
    expect(text).toMatch(
      /Bill to\s+Asha Verma\s+B-12, Sector 62, Noida 201309\s+State: Uttar Pradesh, code 09\s+Amounts in INR/,
    );
  });

  it("requires it where a whole period is ₹50,000 or more (an annual desk: ₹66,000), not for a monthly desk", async () => {
    expect(
      holderAddressRequired({
        hasCompany: false,
        hasAddress: false,
        monthlyRent: 600_000,
        term: "annual",
      }),
    ).toBe(true);
    expect(
      holderAddressRequired({
        hasCompany: false,
        hasAddress: false,
        monthlyRent: 600_000,
        term: "monthly",
      }),
    ).toBe(false);
    expect(
      holderAddressRequired({
        hasCompany: true,
        hasAddress: false,
        monthlyRent: 600_000,
        term: "annual",
      }),
    ).toBe(false);

    const annual = await offerAndAccept({ ...DESK_OFFER, term: "annual" });
    await expect(annual.accepted).rejects.toMatchObject({
      status: 400,
      message: HOLDER_ADDRESS_TEXT.required,
      fieldErrors: { billingAddress: HOLDER_ADDRESS_TEXT.required },
    });
    expect((await store.byId(annual.id))?.accepted_at).toBeNull();

    const monthly = await offerAndAccept({ ...DESK_OFFER, holderEmail: "b@example.com" });
    await monthly.accepted;
    const row = await firstInvoice(monthly.id);
    expect(row).toMatchObject({ buyer_name: "Asha Verma", buyer_address: null, buyer_state: null });
  });

  it("takes the address and state together at the acceptance route, or neither", () => {
    expect(acceptOfferSchema.parse({})).toEqual({});
    expect(acceptOfferSchema.safeParse({ billingAddress: NOIDA }).error?.issues[0]).toMatchObject({
      path: ["billingState"],
      message: "Choose the billing address's state.",
    });
    expect(acceptOfferSchema.safeParse({ billingState: "09" }).error?.issues[0]).toMatchObject({
      path: ["billingAddress"],
      message: "Enter the billing address.",
    });
  });
});
