import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";
import type { PaymentBuyer } from "@/lib/payments";
import type { Paise } from "@/lib/pricing";
import type { PackProduct } from "@/lib/pricing/packs";
import type { Pack } from "./types";

type PackRow = {
  id: string;
  user_id: string;
  product: Pack["product"];
  applies_to: Pack["appliesTo"];
  value_paise: number | string;
  price_paise: number | string;
  total_paise: number | string;
  contact_name: string | null;
  contact_email: string;
  status: Pack["status"];
  sold_at: string | Date | null;
  valid_until: string | Date | null;
  expires_at: string | Date | null;
  expired_at: string | Date | null;
  balance_paise?: number | string | null;
};

const instant = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);
// PGlite gives a date as a Date at UTC midnight, PostgREST as text.
const dateText = (value: string | Date | null) =>
  value === null
    ? null
    : typeof value === "string"
      ? value.slice(0, 10)
      : new Date(value).toISOString().slice(0, 10);

const reshapePack = (row: PackRow): Pack => ({
  id: row.id,
  userId: row.user_id,
  product: row.product,
  appliesTo: row.applies_to,
  valuePaise: Number(row.value_paise),
  pricePaise: Number(row.price_paise),
  totalPaise: Number(row.total_paise),
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  status: row.status,
  soldAt: instant(row.sold_at),
  validUntil: dateText(row.valid_until),
  expiresAt: instant(row.expires_at),
  expiredAt: instant(row.expired_at),
  balancePaise: Number(row.balance_paise ?? 0),
});

type Outcome = "confirmed" | "settled" | "refund" | "refunded" | "unknown";
/** A scalar: a row with the function's name (the embedded query), or the value (PostgREST). */
const count = (rows: unknown[]) => {
  const [first] = rows;
  return Number(typeof first === "object" && first ? (Object.values(first)[0] ?? 0) : (first ?? 0));
};

/**
 * The packs' store: every rule is in 0095's SQL functions, called as the server (the embedded
 * owner, or Supabase's service role), so every mode runs the same code. The route has checked who
 * the member is.
 */
export function createPackStore(call: SqlFunctionCaller) {
  return {
    async priceOverrides(): Promise<
      { product: PackProduct; price: Paise; by: string; at: string }[]
    > {
      const rows = await call<{
        product: PackProduct;
        price_paise: number | string;
        updated_by: string;
        updated_at: string | Date;
      }>("pack_price_overrides", {});
      return rows.map((r) => ({
        product: r.product,
        price: Number(r.price_paise),
        by: r.updated_by,
        at: new Date(r.updated_at).toISOString(),
      }));
    },

    async setPrice(product: PackProduct, price: Paise, actor: string): Promise<void> {
      await call("set_pack_price", { p_product: product, p_price: price, p_actor: actor });
    },

    /** A pending pack, priced by the server. */
    async create(input: {
      userId: string;
      product: PackProduct;
      value: Paise;
      price: Paise;
      total: Paise;
      contact: { name: string | null; email: string };
    }): Promise<Pack> {
      const [row] = await call<PackRow>("create_pack", {
        p_user_id: input.userId,
        p_product: input.product,
        p_value: input.value,
        p_price: input.price,
        p_total: input.total,
        p_contact: JSON.stringify(input.contact),
      });
      if (!row) throw new Error("create_pack returned no row");
      return reshapePack(row);
    },

    async get(packId: string): Promise<Pack | null> {
      const [row] = await call<PackRow>("pack_by_id", { p_pack_id: packId });
      return row?.id ? reshapePack(row) : null;
    },

    /** The member's packs bought, newest first, each with its balance. */
    async listForUser(userId: string): Promise<Pack[]> {
      return (await call<PackRow>("packs_for_user", { p_user_id: userId })).map(reshapePack);
    },

    async recordOrder(packId: string, orderId: string, amount: Paise, buyer: PaymentBuyer) {
      await call("record_pack_order", {
        p_pack_id: packId,
        p_order_id: orderId,
        p_amount: amount,
        p_buyer: JSON.stringify(buyer),
      });
    },

    /** A captured payment for a pack, settled once (confirm_payment's answers). */
    async settle(payment: { orderId: string; paymentId: string; method: string; amount: Paise }) {
      const [row] = await call<{ outcome: Outcome; pack_id: string | null }>(
        "confirm_pack_payment",
        {
          p_order_id: payment.orderId,
          p_payment_id: payment.paymentId,
          p_method: payment.method,
          p_amount: payment.amount,
        },
      );
      return { outcome: row?.outcome ?? "unknown", packId: row?.pack_id ?? null };
    },

    /** The expiry e-mails due as of `now`, owed once each: how many now. */
    oweExpiryReminders: async (now: Date) =>
      count(await call("owe_pack_expiry_reminders", { p_at: now.toISOString() })),

    /** The packs lapsed by `now`, each written off once: how many now. */
    expire: async (now: Date) => count(await call("expire_packs", { p_at: now.toISOString() })),
  };
}

export type PackStore = ReturnType<typeof createPackStore>;
