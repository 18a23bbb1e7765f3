import { site } from "@/lib/site";
import { absoluteUrl } from "@/lib/seo";
import { galleryImages } from "@/lib/store/options";
import { variantPrice } from "@/lib/store/price";
import type { Product } from "@/lib/store/types";

const absolute = (url: string) => (url.startsWith("/") ? absoluteUrl(url) : url);

/** schema.org Product with one Offer per variant, built from the same product the page shows. */
export function productJsonLd(product: Product, description: string): Record<string, unknown> {
  const url = absoluteUrl(`/product/${encodeURIComponent(product.id)}`);
  const offers = product.variants.flatMap((variant) => {
    const price = variantPrice(variant);
    if (!price) return [];
    const inStock =
      product.purchasable && (!variant.manage_inventory || (variant.inventory_quantity ?? 0) > 0);
    return [
      {
        "@type": "Offer",
        name: variant.title,
        sku: variant.sku ?? variant.id,
        price: (price.cents / 100).toFixed(2),
        priceCurrency: price.currency.toUpperCase(),
        availability: `https://schema.org/${inStock ? "InStock" : "OutOfStock"}`,
        itemCondition: "https://schema.org/NewCondition",
        url,
        seller: { "@type": "Organization", name: site.name },
      },
    ];
  });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.title,
    description,
    url,
    image: galleryImages(product).map(absolute),
    sku: product.variants[0]?.sku ?? product.id,
    brand: { "@type": "Brand", name: site.name },
    ...(product.type ? { category: product.type.value } : {}),
    offers,
  };
}
