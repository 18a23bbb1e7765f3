// The working mode of the fake hosted store (store id `live`, tests/e2e/support/fake-store-server.mjs):
// a catalogue in memory that tests change while the servers run, and product pictures served by
// a second server on another port, as a store's CDN would (so the site's CSP must allow it).
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

/** Real image files: the club's own store drawings, and a small PNG made here. */
const SVG_DIR = new URL("../../../public/images/", import.meta.url);
const SVGS = ["store-mug", "store-bottle", "store-notebook", "store-giftcard"];

function crc32(buffer) {
  let crc = -1;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function pngChunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 64×64 PNG in one colour (8-bit RGB, no filter). */
function solidPng([r, g, b], size = 64) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(size).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const FILES = new Map([
  ...SVGS.map((name) => [
    `/pictures/${name}.svg`,
    { type: "image/svg+xml", body: readFileSync(new URL(`${name}.svg`, SVG_DIR)) },
  ]),
  ["/pictures/swatch.png", { type: "image/png", body: solidPng([46, 125, 90]) }],
]);

/** Answers a request to the picture server: a file, or 404. */
export function servePicture(req, res) {
  const file = FILES.get(new URL(req.url ?? "/", "http://pictures").pathname);
  if (!file) {
    res.writeHead(404, { "content-type": "text/plain" });
    return res.end("No such picture");
  }
  res.writeHead(200, { "content-type": file.type, "cache-control": "public, max-age=60" });
  res.end(file.body);
}

/**
 * A product as the hosted store sends it (spec section 7), in euro cents, with one variant per
 * entry of `variants` and pictures from the picture server.
 */
export function liveProduct(picturesUrl, { id, title, pictures, variants, inventory = 25 }) {
  const imageUrls = pictures.map((name) => `${picturesUrl}/pictures/${name}`);
  return {
    id,
    title,
    subtitle: null,
    ribbon_text: null,
    description: `<p>${title}, from the hosted store.</p>`,
    thumbnail: imageUrls[0] ?? null,
    images: imageUrls.map((url, order) => ({ url, order, type: "image" })),
    status: "published",
    purchasable: true,
    options: [],
    variants: variants.map(([suffix, cents], i) => ({
      id: `${id}-${suffix}`,
      title: suffix,
      image_url: imageUrls[i] ?? null,
      sku: null,
      prices: [{ amount: cents, sale_amount: null, currency_code: "eur" }],
      manage_inventory: true,
      inventory_quantity: inventory,
      options: [],
    })),
    related_products: [],
    additional_info: [],
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
  };
}

/** What the live store sells when it starts. */
export function initialCatalogue(picturesUrl) {
  return [
    liveProduct(picturesUrl, {
      id: "hosted-travel-mug",
      title: "Hosted Travel Mug",
      pictures: ["store-mug.svg", "swatch.png"],
      variants: [["one-size", 1800]],
    }),
    liveProduct(picturesUrl, {
      id: "hosted-field-notes",
      title: "Hosted Field Notes",
      pictures: ["store-notebook.svg"],
      variants: [["dotted", 900]],
    }),
  ];
}

/**
 * Answers a call to `/store/live/…` from the catalogue (a Map of id to product), or returns
 * false when the path is not one of the store API's.
 */
export function answerLiveStore(catalogue, method, path, url, send) {
  const all = () => [...catalogue.values()];
  if (method === "GET" && path === "/products") {
    const ids = url.searchParams.getAll("ids[]");
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 48);
    const chosen = ids.length > 0 ? all().filter((p) => ids.includes(p.id)) : all();
    const products = chosen.slice(offset, offset + limit);
    return send(200, { count: chosen.length, offset, limit, products });
  }
  const one = path.match(/^\/products\/([^/]+)$/);
  if (method === "GET" && one) {
    const product = catalogue.get(decodeURIComponent(one[1]));
    return product ? send(200, { product }) : send(404, { message: "Product not found" });
  }
  if (method === "GET" && path === "/variants") {
    const ids = url.searchParams.getAll("product_ids[]");
    const variants = all()
      .filter((p) => ids.includes(p.id))
      .flatMap((p) =>
        p.variants.map((v) => ({ id: v.id, inventory_quantity: v.inventory_quantity })),
      );
    return send(200, { variants });
  }
  if (method === "POST" && path === "/checkout") {
    return send(200, { url: "https://checkout.example/session/fake" });
  }
  return false;
}
