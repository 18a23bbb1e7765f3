import { site } from "@/lib/site";
import type {
  OptionValue,
  ProductOption,
  ProductRecord,
  ProductVariant,
  VariantPrice,
} from "@/lib/store/types";

/**
 * The embedded store's catalogue: club merchandise in the store's own product shape (spec
 * section 3), prices in paise (the store's "cents") and rupees. `inventory_quantity` is each
 * variant's opening stock: the embedded database is seeded from it once, then counts down
 * with every order. Ids are stable: orders and carts refer to them.
 */

/** The catalogue's pictures: our own SVGs in `public/images`. */
const images = {
  storeTee: { src: "/images/store-tee.svg" },
  storeHoodie: { src: "/images/store-hoodie.svg" },
  storeMug: { src: "/images/store-mug.svg" },
  storeNotebook: { src: "/images/store-notebook.svg" },
  storeTote: { src: "/images/store-tote.svg" },
  storeBottle: { src: "/images/store-bottle.svg" },
  storeCap: { src: "/images/store-cap.svg" },
  storeGiftcard: { src: "/images/store-giftcard.svg" },
  storeTeeSand: { src: "/images/store-tee-sand.svg" },
  storeTeeGreen: { src: "/images/store-tee-green.svg" },
} as const;

const INR = { code: "INR", symbol: "₹", template: "₹$1" } as const;

function inr(rupees: number, saleRupees: number | null = null): VariantPrice[] {
  return [
    {
      amount: rupees * 100,
      sale_amount: saleRupees === null ? null : saleRupees * 100,
      currency_code: "INR",
      currency: { ...INR },
    },
  ];
}

type VariantSpec = {
  id: string;
  title: string;
  price: VariantPrice[];
  stock: number | null;
  image?: string;
  weight?: number;
  /** Option title to value, e.g. { Colour: "Sand", Size: "XL" }. */
  values?: Record<string, string>;
};

/** Builds options and variants together, so every option value names the variant carrying it. */
function variantsOf(productId: string, specs: VariantSpec[]) {
  const titles = [...new Set(specs.flatMap((s) => Object.keys(s.values ?? {})))];
  const optionId = (title: string) => `${productId}-opt-${title.toLowerCase()}`;
  const valueOf = (spec: VariantSpec, title: string): OptionValue => ({
    id: `${spec.id}-${title.toLowerCase()}`,
    option_id: optionId(title),
    variant_id: spec.id,
    value: spec.values?.[title] ?? "",
  });
  const options: ProductOption[] = titles.map((title) => ({
    id: optionId(title),
    title,
    values: specs.map((spec) => valueOf(spec, title)),
  }));
  const variants: ProductVariant[] = specs.map((spec) => ({
    id: spec.id,
    title: spec.title,
    image_url: spec.image ?? null,
    sku: spec.id.toUpperCase(),
    prices: spec.price,
    manage_inventory: spec.stock !== null,
    weight: spec.weight ?? null,
    options: titles.map((title) => valueOf(spec, title)),
    inventory_quantity: spec.stock,
  }));
  return { options, variants };
}

const gallery = (...srcs: string[]) =>
  srcs.map((url, order) => ({ url, order, type: "image" as const }));

const related = (productId: string, ids: string[], title = "You may also like") =>
  ids.map((id, position) => ({
    id: `${productId}-rel-${id}`,
    section_title: title,
    related_type: "product",
    related_id: id,
    position,
  }));

const collectionOf = (productId: string, collection: string, order: number) => [
  { product_id: productId, collection_id: collection, order },
];

/** Where and when orders are collected, however they are paid: product pages and e-mails. */
export const HELD_AT_DESK = `Orders are held at the front desk of ${site.address.short} (${site.hours.label}).`;
/** The same, for an order paid at the desk (its confirmation e-mail). */
export const COLLECTION_NOTE = `${HELD_AT_DESK} Pay when you collect: card, UPI or cash.`;

const COLLECT_AT_DESK = {
  id: "collect",
  order: 2,
  title: "Collection",
  // How an order is paid (at the desk, or online first) is said at checkout, where it is known:
  // product pages are prerendered for either.
  description: `<p>${HELD_AT_DESK}</p>`,
};

type Base = Pick<ProductRecord, "id" | "title" | "subtitle" | "description"> &
  Partial<ProductRecord>;

function product(base: Base, variants: VariantSpec[]): ProductRecord {
  const built = variantsOf(base.id, variants);
  return {
    ribbon_text: null,
    thumbnail: null,
    status: "published",
    purchasable: true,
    order: 0,
    site_product_selection: null,
    images: [],
    product_collections: [],
    additional_info: [],
    type: { value: "physical" },
    custom_fields: [],
    related_products: [],
    created_at: "2026-01-15T10:00:00.000Z",
    updated_at: "2026-03-01T10:00:00.000Z",
    deleted_at: null,
    metadata: null,
    ...base,
    options: built.options,
    variants: built.variants,
  };
}

const teeStock: Record<string, Record<string, number>> = {
  Charcoal: { S: 18, M: 24, L: 24, XL: 12 },
  Sand: { S: 10, M: 14, L: 12, XL: 2 },
  "Lotus Green": { S: 8, M: 12, L: 10, XL: 6 },
};
const teeImage: Record<string, string> = {
  Charcoal: images.storeTee.src,
  Sand: images.storeTeeSand.src,
  "Lotus Green": images.storeTeeGreen.src,
};

export const catalogue: ProductRecord[] = [
  product(
    {
      id: "lotus-crew-tee",
      title: "Lotus Crew Tee",
      subtitle: "Heavyweight organic cotton, garment-dyed",
      order: 1,
      thumbnail: images.storeTee.src,
      images: gallery(images.storeTee.src, images.storeTeeSand.src, images.storeTeeGreen.src),
      description:
        "<p>Our everyday tee, cut from 220 gsm organic cotton and garment-dyed so every colour sits a little differently. A relaxed fit that works under a blazer on client days and on its own on Fridays.</p><ul><li>100% organic cotton, 220 gsm</li><li>Small lotus mark embroidered at the chest</li><li>Pre-shrunk; true to size</li></ul>",
      additional_info: [
        {
          id: "care",
          order: 1,
          title: "Care",
          description:
            "<p>Machine wash cold, inside out. Dry flat in the shade. Do not tumble dry.</p>",
        },
        COLLECT_AT_DESK,
      ],
      product_collections: collectionOf("lotus-crew-tee", "apparel", 1),
      related_products: related("lotus-crew-tee", [
        "expressway-hoodie",
        "lotus-club-cap",
        "canvas-club-tote",
      ]),
    },
    Object.entries(teeStock).flatMap(([colour, sizes]) =>
      Object.entries(sizes).map(([size, stock]) => ({
        id: `lotus-crew-tee-${colour.toLowerCase().replace(/\s+/g, "-")}-${size.toLowerCase()}`,
        title: `${colour} / ${size}`,
        price: inr(1499),
        stock,
        image: teeImage[colour],
        weight: 220,
        values: { Colour: colour, Size: size },
      })),
    ),
  ),
  product(
    {
      id: "expressway-hoodie",
      title: "Expressway Hoodie",
      subtitle: "Brushed-back fleece for air-conditioned afternoons",
      ribbon_text: "Sale",
      order: 2,
      thumbnail: images.storeHoodie.src,
      images: gallery(images.storeHoodie.src),
      description:
        "<p>A midweight hoodie in deep lotus green, brushed soft inside for the meeting room that is always two degrees too cold. Kangaroo pocket, flat drawcords, ribbed cuffs that stay put.</p><ul><li>80% cotton, 20% recycled polyester, 340 gsm</li><li>Tonal lotus embroidery on the left sleeve</li></ul>",
      additional_info: [
        {
          id: "fit",
          order: 1,
          title: "Fit",
          description:
            "<p>Relaxed through the body. If you are between sizes, take the smaller one.</p>",
        },
        COLLECT_AT_DESK,
      ],
      product_collections: collectionOf("expressway-hoodie", "apparel", 2),
      related_products: related("expressway-hoodie", ["lotus-crew-tee", "lotus-club-cap"]),
    },
    ["S", "M", "L", "XL"].map((size) => ({
      id: `expressway-hoodie-${size.toLowerCase()}`,
      title: size,
      price: inr(3299, 2499),
      stock: size === "XL" ? 5 : 10,
      weight: 560,
      values: { Size: size },
    })),
  ),
  product(
    {
      id: "morning-ritual-mug",
      title: "Morning Ritual Mug",
      subtitle: "The mug from our coffee bar, 350 ml",
      order: 3,
      thumbnail: images.storeMug.src,
      images: gallery(images.storeMug.src),
      description:
        "<p>The same stoneware mug our baristas fill a few hundred times a day, with the green band that tells you which one is yours. Heavy enough to feel good in the hand, sized for a proper flat white.</p><ul><li>Stoneware, 350 ml</li><li>Dishwasher and microwave safe</li></ul>",
      additional_info: [COLLECT_AT_DESK],
      product_collections: collectionOf("morning-ritual-mug", "desk", 1),
      related_products: related("morning-ritual-mug", ["members-notebook", "insulated-bottle"]),
    },
    [{ id: "morning-ritual-mug-350ml", title: "350 ml", price: inr(649), stock: 400, weight: 380 }],
  ),
  product(
    {
      id: "members-notebook",
      title: "Members' Notebook",
      subtitle: "A5 hardcover, 192 numbered pages",
      ribbon_text: "New",
      order: 4,
      site_product_selection: "lowest_price_first",
      thumbnail: images.storeNotebook.src,
      images: gallery(images.storeNotebook.src),
      description:
        "<p>A lay-flat A5 notebook with 100 gsm cream paper that takes fountain-pen ink without bleeding. Numbered pages, two ribbon markers and an index, for the ideas that come up between meetings.</p>",
      additional_info: [
        {
          id: "paper",
          order: 1,
          title: "Paper",
          description:
            "<p>100 gsm acid-free cream paper, 192 pages, thread-bound so it opens flat.</p>",
        },
        COLLECT_AT_DESK,
      ],
      product_collections: collectionOf("members-notebook", "desk", 2),
      related_products: related("members-notebook", ["morning-ritual-mug", "canvas-club-tote"]),
    },
    [
      {
        id: "members-notebook-dotted",
        title: "Dotted",
        price: inr(799),
        stock: 40,
        weight: 340,
        values: { Ruling: "Dotted" },
      },
      {
        id: "members-notebook-ruled",
        title: "Ruled",
        price: inr(799),
        stock: 40,
        weight: 340,
        values: { Ruling: "Ruled" },
      },
      {
        id: "members-notebook-plain",
        title: "Plain",
        price: inr(699),
        stock: 40,
        weight: 340,
        values: { Ruling: "Plain" },
      },
    ],
  ),
  product(
    {
      id: "canvas-club-tote",
      title: "Canvas Club Tote",
      subtitle: "Carries a laptop, a charger and lunch",
      ribbon_text: "New",
      order: 5,
      thumbnail: images.storeTote.src,
      images: gallery(images.storeTote.src),
      description:
        "<p>A sturdy 12 oz natural canvas tote with green webbing handles long enough for the shoulder and a padded sleeve that fits a 14-inch laptop.</p>",
      additional_info: [COLLECT_AT_DESK],
      product_collections: collectionOf("canvas-club-tote", "carry", 1),
      related_products: related("canvas-club-tote", ["insulated-bottle", "members-notebook"]),
    },
    [
      {
        id: "canvas-club-tote-standard",
        title: "Standard",
        price: inr(999),
        stock: 60,
        weight: 420,
      },
    ],
  ),
  product(
    {
      id: "insulated-bottle",
      title: "Insulated Steel Bottle",
      subtitle: "Keeps water cold through a full day, 750 ml",
      ribbon_text: "Last few",
      order: 6,
      thumbnail: images.storeBottle.src,
      images: gallery(images.storeBottle.src),
      description:
        "<p>Double-walled stainless steel with a brass-finish cap and carry loop. Cold for 24 hours, hot for 12, and it fits the cup holders of the club's shuttle.</p>",
      additional_info: [COLLECT_AT_DESK],
      product_collections: collectionOf("insulated-bottle", "carry", 2),
      related_products: related("insulated-bottle", ["canvas-club-tote", "morning-ritual-mug"]),
    },
    [{ id: "insulated-bottle-750ml", title: "750 ml", price: inr(1799), stock: 3, weight: 410 }],
  ),
  product(
    {
      id: "lotus-club-cap",
      title: "Lotus Club Cap",
      subtitle: "Six-panel twill cap with a brass buckle",
      ribbon_text: "Back soon",
      order: 7,
      purchasable: false,
      thumbnail: images.storeCap.src,
      images: gallery(images.storeCap.src),
      description:
        "<p>Our washed-twill cap is being restitched with a new brass buckle. It returns to the store shortly; ask at the front desk to reserve one.</p>",
      product_collections: collectionOf("lotus-club-cap", "apparel", 3),
      related_products: related("lotus-club-cap", ["lotus-crew-tee", "expressway-hoodie"]),
    },
    [{ id: "lotus-club-cap-one-size", title: "One size", price: inr(899), stock: 0, weight: 90 }],
  ),
  product(
    {
      id: "club-gift-card",
      title: "Club Gift Card",
      subtitle: "For day passes, meeting rooms and the store",
      order: 8,
      site_product_selection: "first",
      type: { value: "digital" },
      thumbnail: images.storeGiftcard.src,
      images: gallery(images.storeGiftcard.src),
      description:
        "<p>A gift card that pays for day passes, meeting-room hours, podcast studio sessions and anything in this store. Collected at the front desk in a card envelope, valid for twelve months.</p>",
      additional_info: [
        {
          id: "terms",
          order: 1,
          title: "Terms",
          description:
            "<p>Valid for 12 months from purchase. Not exchangeable for cash. Balance can be used across several visits.</p>",
        },
        COLLECT_AT_DESK,
      ],
      product_collections: collectionOf("club-gift-card", "gifts", 1),
      related_products: related("club-gift-card", ["morning-ritual-mug", "members-notebook"]),
    },
    [2000, 5000, 10000].map((value) => ({
      id: `club-gift-card-${value}`,
      title: `₹${value.toLocaleString("en-IN")}`,
      price: inr(value),
      stock: null,
      values: { Amount: `₹${value.toLocaleString("en-IN")}` },
    })),
  ),
];
