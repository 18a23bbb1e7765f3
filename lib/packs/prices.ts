import "server-only";
import { PACK_PRODUCTS, defaultPackPrice, packValue, type PackProduct } from "@/lib/pricing/packs";
import type { PackStore } from "./store";
import type { PackPrice } from "./types";

/** Each pack's price as sold now: the owner's where set, else 10 % under list. */
export async function packPricesWith(store: PackStore): Promise<PackPrice[]> {
  const overrides = new Map((await store.priceOverrides()).map((o) => [o.product, o]));
  return PACK_PRODUCTS.map((product) => {
    const set = overrides.get(product);
    return {
      product,
      listPaise: packValue(product),
      defaultPaise: defaultPackPrice(product),
      pricePaise: set?.price ?? defaultPackPrice(product),
      ...(set ? { setBy: set.by, setAt: set.at } : {}),
    };
  });
}

export async function packPriceWith(store: PackStore, product: PackProduct): Promise<PackPrice> {
  const prices = await packPricesWith(store);
  return prices.find((p) => p.product === product)!;
}
