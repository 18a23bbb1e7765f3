import type { site } from "@/lib/site";
import type { Product } from "@/lib/store/types";
import type { PricedVariant } from "@/lib/store/price";

/**
 * What the structured data says of a product beyond the selection view the page sends anyway.
 * The site's origin and name come in here rather than from lib/site: this module runs in the
 * browser (components/store/product-json-ld.tsx), and the site's settings there made the bundler
 * split the product page's JavaScript differently, 10 KiB heavier.
 */
export type ProductFacts = {
  site: Pick<typeof site, "url" | "name">;
  /** The description as plain text. */
  description: string;
  category: string | null;
  /** Each variant's SKU, in the order of the view's variants. */
  skus: (string | null)[];
};

export function productFacts(
  product: Product,
  description: string,
  { url, name }: ProductFacts["site"],
): ProductFacts {
  return {
    site: { url, name },
    description,
    category: product.type?.value ?? null,
    skus: product.variants.map((variant) => variant.sku),
  };
}

/** What the JSON-LD reads of a product: the product page's selection view has all of it. */
export type JsonLdProduct = {
  id: string;
  title: string;
  purchasable: boolean;
  images: string[];
  variants: PricedVariant[];
};

/** schema.org Product with one Offer per variant, built from the same product the page shows. */
export function productJsonLd(
  product: JsonLdProduct,
  facts: ProductFacts,
): Record<string, unknown> {
  // Our own pictures and the page itself, as absolute URLs (lib/seo's absoluteUrl).
  const absolute = (url: string) => (url.startsWith("/") ? `${facts.site.url}${url}` : url);
  const url = absolute(`/product/${encodeURIComponent(product.id)}`);
  const offers = product.variants.flatMap((variant, index) => {
    const { price } = variant;
    if (!price) return [];
    const inStock =
      product.purchasable && (!variant.manage_inventory || (variant.inventory_quantity ?? 0) > 0);
    return [
      {
        "@type": "Offer",
        name: variant.title,
        sku: facts.skus[index] ?? variant.id,
        price: (price.cents / 100).toFixed(2),
        priceCurrency: price.currency.toUpperCase(),
        availability: `https://schema.org/${inStock ? "InStock" : "OutOfStock"}`,
        itemCondition: "https://schema.org/NewCondition",
        url,
        seller: { "@type": "Organization", name: facts.site.name },
      },
    ];
  });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.title,
    description: facts.description,
    url,
    image: product.images.map(absolute),
    sku: facts.skus[0] ?? product.id,
    brand: { "@type": "Brand", name: facts.site.name },
    ...(facts.category !== null ? { category: facts.category } : {}),
    offers,
  };
}
