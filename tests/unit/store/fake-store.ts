import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { catalogue } from "@/lib/store/embedded/seed";
import type { ProductRecord } from "@/lib/store/types";

/**
 * A stand-in for the hosted store API of spec section 7 on 127.0.0.1: it serves a catalogue in
 * the store's own shape, keeps stock, takes checkouts, and records every request (raw path and
 * query string, parsed body) for exact assertions. `answerNext` scripts failures and delays.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  /** The raw query string, "?…" or "". */
  search: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
};

type Scripted = { status?: number; statusText?: string; delayMs?: number; body?: unknown };

export type FakeStore = {
  url: string;
  storeId: string;
  requests: RecordedRequest[];
  stock: Map<string, number>;
  /** The next request is answered like this (a status, a delay, a body), then normal service. */
  answerNext(answer: Scripted): void;
  close(): Promise<void>;
};

export const CHECKOUT_URL = "https://pay.store.example/checkout/cs_test_123";

// The store's own product shape: no derived shown price (the adapter derives it).
const asStoreProduct = (p: ProductRecord) => ({ ...p, image: p.thumbnail });

export async function startFakeStore({
  storeId = "store_01TESTSTORE",
  products = catalogue,
}: { storeId?: string; products?: ProductRecord[] } = {}): Promise<FakeStore> {
  const requests: RecordedRequest[] = [];
  const scripted: Scripted[] = [];
  const stock = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  for (const p of products)
    for (const v of p.variants) if (v.manage_inventory) stock.set(v.id, v.inventory_quantity ?? 0);
  const base = `/store/${storeId}`;

  function send(res: ServerResponse, status: number, body: unknown, statusText?: string) {
    if (res.destroyed) return;
    res.writeHead(status, statusText, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  function route(req: RecordedRequest, res: ServerResponse) {
    const { method, path, query } = req;
    if (method === "GET" && path === `${base}/products`) {
      const ids = query.getAll("ids[]");
      const listed = products.filter((p) => (ids.length ? ids.includes(p.id) : true));
      const offset = Number(query.get("offset") ?? 0);
      const limit = Number(query.get("limit") ?? 10);
      return send(res, 200, {
        count: listed.length,
        offset,
        limit,
        products: listed.slice(offset, offset + limit).map(asStoreProduct),
      });
    }
    const one = path.match(new RegExp(`^${base}/products/([^/]+)$`));
    if (method === "GET" && one) {
      const product = products.find((p) => p.id === decodeURIComponent(one[1]!));
      return product
        ? send(res, 200, { product: asStoreProduct(product) })
        : send(res, 404, { message: "Not found" });
    }
    if (method === "GET" && path === `${base}/variants`) {
      if (query.get("fields") !== "inventory_quantity")
        return send(res, 400, { message: "fields" });
      const ids = query.getAll("product_ids[]");
      const variants = products
        .filter((p) => ids.includes(p.id))
        .flatMap((p) =>
          p.variants.map((v) => ({
            id: v.id,
            inventory_quantity: v.manage_inventory ? (stock.get(v.id) ?? 0) : null,
          })),
        );
      return send(res, 200, { variants });
    }
    if (method === "POST" && path === `${base}/checkout`) {
      const body = req.body as {
        items?: { variant_id: string; quantity: number }[];
        successUrl?: string;
        cancelUrl?: string;
      };
      if (!body?.items?.length || !body.successUrl || !body.cancelUrl)
        return send(res, 422, { message: "invalid" });
      for (const item of body.items) {
        if (stock.has(item.variant_id) && stock.get(item.variant_id)! < item.quantity) {
          return send(res, 409, { message: "Out of stock" }, "Conflict");
        }
      }
      for (const item of body.items) {
        if (stock.has(item.variant_id))
          stock.set(item.variant_id, stock.get(item.variant_id)! - item.quantity);
      }
      return send(res, 200, { url: CHECKOUT_URL });
    }
    send(res, 404, { message: "No route" });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const text = Buffer.concat(chunks).toString("utf8");
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        search: url.search,
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      const answer = scripted.shift();
      if (!answer) return route(recorded, res);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (answer.status)
          send(res, answer.status, answer.body ?? { message: "scripted" }, answer.statusText);
        else if (answer.body !== undefined) send(res, 200, answer.body);
        else route(recorded, res);
      }, answer.delayMs ?? 0);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    storeId,
    requests,
    stock,
    answerNext: (answer) => scripted.push(answer),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
