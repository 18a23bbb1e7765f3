import "server-only";
import { CREDIT_TEXT, CreditError } from "@/lib/credits/errors";
import type { CreditStore } from "@/lib/credits/store";
import type { MemberRateSettings } from "@/lib/credits/types";
import { DEFAULT_MEMBER_RATE_PERCENT, MEMBER_RATE_PRODUCTS } from "@/lib/pricing";

const PLANS = ["dedicated-desk", "managed-office", "virtual-office"] as const;

/** The owner's member rates and plan credit, as the staff screen shows them. */
export async function settingsWith(store: CreditStore): Promise<MemberRateSettings> {
  const rows = await store.settings();
  const value = (kind: "rate" | "credit", key: string, fallback: number) =>
    rows.find((r) => r.kind === kind && r.key === key)?.value ?? fallback;
  const latest = [...rows].sort(
    (a, b) => new Date(b.updated_at).getTime() - new Date(a.updated_at).getTime(),
  )[0];
  return {
    rates: Object.fromEntries(
      MEMBER_RATE_PRODUCTS.map((p) => [p, value("rate", p, DEFAULT_MEMBER_RATE_PERCENT)]),
    ) as MemberRateSettings["rates"],
    planHours: Object.fromEntries(
      PLANS.map((p) => [p, value("credit", p, 0)]),
    ) as MemberRateSettings["planHours"],
    updated:
      latest && latest.updated_by !== "setup"
        ? { at: new Date(latest.updated_at).toISOString(), by: latest.updated_by }
        : null,
  };
}

/** Staff change the rates and plan hours (every field); 400 outside 0-90 % or 0-200 hours. */
export async function saveSettingsWith(
  store: CreditStore,
  input: Omit<MemberRateSettings, "updated">,
  actor: string,
  now: Date,
): Promise<MemberRateSettings> {
  const percents = Object.values(input.rates);
  const hours = Object.values(input.planHours);
  const whole = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  if (!percents.every((p) => whole(p, 90)) || !hours.every((h) => whole(h, 200))) {
    throw new CreditError("invalid_request", CREDIT_TEXT.badSetting);
  }
  for (const product of MEMBER_RATE_PRODUCTS) {
    await store.setRate(product, input.rates[product], actor, now);
  }
  for (const plan of PLANS) await store.setPlanHours(plan, input.planHours[plan], actor, now);
  return settingsWith(store);
}
