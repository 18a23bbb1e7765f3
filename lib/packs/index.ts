import "server-only";
import type { Member } from "@/lib/auth/member";
import type { CapturedPayment, PaymentBuyer, PaymentRecord, PaymentRequest } from "@/lib/payments";
import { quotePack, type PackProduct } from "@/lib/pricing/packs";
import { runPackExpiryWith } from "./expiry";
import { startPackPaymentWith, settlePackPaymentWith } from "./payments";
import { packPricesWith, packPriceWith } from "./prices";
import { getPackStore } from "./select";
import type { Pack } from "./types";

export * from "@/lib/pricing/packs";
export type { Pack, PackPrice } from "./types";
export type { PackExpiryReport } from "./expiry";

/** Each pack's price as sold now (the owner's, or 10 % under list). */
export const listPackPrices = () => packPricesWith(getPackStore());

/** The owner's price of a pack, before GST (staff only: the route has checked). */
export async function setPackPrice(product: PackProduct, price: number, staff: Member) {
  await getPackStore().setPrice(product, price, staff.user.email);
}

/**
 * A pack for the member at today's price, and the provider order to pay for it (null when
 * payments are taken at the front desk: then nothing is stored).
 */
export async function buyPack(
  product: PackProduct,
  member: Member,
  buyer: PaymentBuyer = {},
): Promise<{ pack: Pack; payment: PaymentRequest } | null> {
  const store = getPackStore();
  const { listPaise, pricePaise } = await packPriceWith(store, product);
  const pack = await store.create({
    userId: member.user.id,
    product,
    value: listPaise,
    price: pricePaise,
    total: quotePack(pricePaise).total,
    contact: { name: member.user.name ?? null, email: member.user.email },
  });
  const payment = await startPackPaymentWith(store, pack, buyer);
  return payment ? { pack, payment } : null;
}

/** The packs' settlement, for lib/payments' dispatch by subject (wired in lib/settlement). */
export async function settlePack(payment: CapturedPayment, record: PaymentRecord | null) {
  if (!record) return { outcome: "unknown" as const, subject: null };
  const { outcome, pack } = await settlePackPaymentWith(getPackStore(), payment, record);
  return { outcome, subject: pack };
}

/** The member's packs bought, newest first, each with what is left and until when. */
export const listPacksForUser = (userId: string) => getPackStore().listForUser(userId);

export const getPack = (packId: string) => getPackStore().get(packId);

/** The expiry e-mails due and the packs lapsed, as of `now`: each once per pack. */
export const runPackExpiry = (now: Date) => runPackExpiryWith(getPackStore(), now);

/**
 * The in-server run: at start and every `intervalMs`, started once per process from
 * instrumentation.ts. Hosted deployments call `POST /api/cron/packs` instead (or too).
 */
export function startPackExpiryWorker(intervalMs: number): void {
  const flag = globalThis as { __lotusPackExpiry?: boolean };
  if (flag.__lotusPackExpiry) return;
  flag.__lotusPackExpiry = true;
  const tick = () =>
    runPackExpiry(new Date()).catch((error: unknown) =>
      console.error("[packs] expiry run failed:", error instanceof Error ? error.message : error),
    );
  setInterval(tick, intervalMs).unref();
  void tick();
}
