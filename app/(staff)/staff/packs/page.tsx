import type { Metadata } from "next";
import { listPackPrices, PACKS } from "@/lib/packs";
import { formatInr } from "@/lib/pricing";
import { requireStaffPage } from "@/lib/staff/access";
import { StaffSection } from "../members/_components/staff-section";
import { PackPriceForm } from "./_components/pack-price-form";

export const metadata: Metadata = { title: "Packs" };

/** The owner's prices of the prepaid packs: list, default (10 % under list) and the price sold at. */
export default async function PackPricesPage() {
  await requireStaffPage("/staff/packs");
  const prices = await listPackPrices();
  return (
    <div className="grid max-w-3xl gap-8">
      <header>
        <h1 className="text-3xl font-semibold">Prepaid packs</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          Prices before GST. A new price applies from the next purchase; packs bought keep theirs.
        </p>
      </header>
      {prices.map((price) => (
        <StaffSection
          key={price.product}
          id={`pack-${price.product}`}
          title={PACKS[price.product].name}
        >
          <p className="text-muted-foreground text-sm" data-testid={`pack-price-${price.product}`}>
            List {formatInr(price.listPaise)} · default {formatInr(price.defaultPaise)} · sold at{" "}
            <span className="text-foreground font-semibold">{formatInr(price.pricePaise)}</span>
            {price.setBy ? ` (set by ${price.setBy})` : " (the default)"}
          </p>
          <div className="mt-3">
            <PackPriceForm product={price.product} rupees={price.pricePaise / 100} />
          </div>
        </StaffSection>
      ))}
    </div>
  );
}
