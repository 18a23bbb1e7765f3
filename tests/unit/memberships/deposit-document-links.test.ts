/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { giveNoticeWith, recordDepositRefundWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { depositDocumentLinksWith } from "@/lib/memberships/deposit-documents";
import type { MembershipStore } from "@/lib/memberships/store";
import { activeDesk, at, DESK_OFFER, HOLDER, SUPPLIER } from "./membership-db";
import { setUpMembershipDb } from "./membership-suite";

/**
 * Issue 36: staff open each membership's deposit receipt and refund voucher from "Members and
 * billing" (their PDFs at /api/staff/deposit-documents/[id]/pdf), read in one call (0083).
 */
let db: PGlite;
let store: MembershipStore;
setUpMembershipDb((opened) => ({ db, store } = opened));

describe("staff links to the deposit documents", () => {
  it("reads every membership's receipt and voucher in one call, by membership", async () => {
    const asha = await activeDesk(db, store);
    const kabir = await activeDesk(db, store, {
      offer: { ...DESK_OFFER, holderName: "Kabir Shah", holderEmail: "kabir@example.com" },
      holder: "5f0c2b1e-9a7d-4c3b-8e6f-1d2c3b4a5e6f",
    });
    const unpaid = await activeDesk(db, store, {
      offer: { ...DESK_OFFER, holderName: "Meera Iyer", holderEmail: "meera@example.com" },
      holder: "6a1d3c2f-0b8e-4d4c-9f7a-2e3d4c5b6a7f",
      paid: false,
    });
    await giveNoticeWith(store, asha.membership.id, HOLDER, at("2026-12-01T06:00:00Z"), false);
    await runBillingWith(store, SUPPLIER, at("2027-01-05T03:00:00Z"));
    await recordDepositRefundWith(
      store,
      asha.membership.id,
      { method: "NEFT", reference: "UTR-77", deduction: 0 },
      "desk@lotusclub.in",
      at("2027-01-10T06:00:00Z"),
      false,
    );
    const links = await depositDocumentLinksWith(store, [
      asha.membership.id,
      kabir.membership.id,
      unpaid.membership.id,
    ]);
    expect(links[asha.membership.id]?.map((d) => [d.kind, d.number, d.amount])).toEqual([
      ["receipt", "DR/26-27/000001", 2_400_000],
      ["refund_voucher", "RV/26-27/000001", 2_400_000],
    ]);
    expect(links[kabir.membership.id]?.map((d) => d.number)).toEqual(["DR/26-27/000002"]);
    expect(links[unpaid.membership.id]).toBeUndefined();
    expect(await depositDocumentLinksWith(store, [])).toEqual({});
  });
});
