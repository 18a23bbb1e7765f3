// A hosted store (spec section 7) that fails on purpose, for tests/e2e/resilience.spec.ts, or
// works, for tests/e2e/hosted-store.spec.ts. Plain node:http, no dependencies. The store id in the
// path picks the mode, so one process serves every mode and each Next server under test is
// pointed at it with its own STORE_ID:
//
//   /store/live/…         a working store whose catalogue tests change while it runs (below);
//                         its pictures come from a second port (tests/e2e/support/live-store.mjs)
//   /store/fail-500/…     500 Internal Server Error (a JSON body, as a real API would send)
//   /store/hang/…         never answers: no status, no headers; the socket stays open until the
//                         client gives up (the adapter's AbortSignal timeout)
//   /store/not-json/…     200 with an HTML page (a proxy's or maintenance page)
//   /store/wrong-shape/…  200 with JSON the store API never sends
//
// GET /health answers 200 (the test rig's readiness check). GET /__calls lists every store call
// seen, newest last, with how it ended: `answered`, or for a hang how long the client waited
// before it closed the connection (`closedAfterMs`). The live catalogue is changed with
// PUT /__live/products/<id> (JSON `{ title, pictures: ["store-mug.svg", …], variants:
// [["suffix", cents], …] }`) and DELETE /__live/products/<id>.
//
// Usage: node tests/e2e/support/fake-store-server.mjs <port> <pictures port>
import { createServer } from "node:http";
import { answerLiveStore, initialCatalogue, liveProduct, servePicture } from "./live-store.mjs";

const port = Number(process.argv[2]);
const picturesPort = Number(process.argv[3]);
if (![port, picturesPort].every((p) => Number.isInteger(p) && p > 0)) {
  console.error("usage: node fake-store-server.mjs <port> <pictures port>");
  process.exit(2);
}
const picturesUrl = `http://127.0.0.1:${picturesPort}`;

const MODES = new Set(["fail-500", "hang", "not-json", "wrong-shape", "live"]);
const calls = [];
const live = new Map(initialCatalogue(picturesUrl).map((p) => [p.id, p]));

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

/** PUT or DELETE /__live/products/<id>: the test changes what the live store sells. */
async function changeLiveCatalogue(req, res, id) {
  if (req.method === "DELETE") {
    live.delete(id);
    return send(res, 200, "application/json", JSON.stringify({ ids: [...live.keys()] }));
  }
  const body = await readJson(req).catch(() => null);
  if (!body?.title || !Array.isArray(body.pictures) || !Array.isArray(body.variants)) {
    return send(res, 400, "application/json", JSON.stringify({ message: "Bad product" }));
  }
  live.set(id, liveProduct(picturesUrl, { id, ...body }));
  return send(res, 200, "application/json", JSON.stringify({ ids: [...live.keys()] }));
}

const NOT_JSON =
  "<!doctype html><html><head><title>502 Bad Gateway</title></head>" +
  "<body><h1>Bad Gateway</h1><p>The upstream server is temporarily unavailable.</p></body></html>";
// Well-formed JSON, but none of what section 7 promises (no products, product, variants or url).
const WRONG_SHAPE = { data: { items: [{ name: "Mug", cost: "6.49" }] }, next_cursor: null };

function send(res, status, contentType, body) {
  res.writeHead(status, { "content-type": contentType, "cache-control": "no-store" });
  res.end(body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://fake-store");
  if (req.method === "GET" && url.pathname === "/health") {
    return send(res, 200, "application/json", JSON.stringify({ ok: true }));
  }
  if (req.method === "GET" && url.pathname === "/__calls") {
    return send(res, 200, "application/json", JSON.stringify({ calls }));
  }
  const admin = url.pathname.match(/^\/__live\/products\/([^/]+)$/);
  if (admin && (req.method === "PUT" || req.method === "DELETE")) {
    return changeLiveCatalogue(req, res, decodeURIComponent(admin[1]));
  }
  const match = url.pathname.match(/^\/store\/([^/]+)(\/.*)?$/);
  const mode = match?.[1];
  if (!mode || !MODES.has(mode)) {
    return send(res, 404, "application/json", JSON.stringify({ message: "No such store" }));
  }
  const call = {
    mode,
    method: req.method,
    path: url.pathname,
    search: url.search,
    startedAt: Date.now(),
    answered: mode !== "hang",
    closedAfterMs: null,
  };
  calls.push(call);
  if (calls.length > 2000) calls.shift();
  req.resume(); // Read (and drop) any request body, e.g. a checkout's.

  switch (mode) {
    case "live": {
      const answer = (status, body) => send(res, status, "application/json", JSON.stringify(body));
      const path = match[2] ?? "/";
      if (answerLiveStore(live, req.method, path, url, answer) === false)
        return answer(404, { message: "No such call" });
      return;
    }
    case "fail-500":
      // Node sends the standard reason phrase, "Internal Server Error".
      return send(res, 500, "application/json", JSON.stringify({ message: "boom" }));
    case "not-json":
      return send(res, 200, "text/html; charset=utf-8", NOT_JSON);
    case "wrong-shape":
      return send(res, 200, "application/json", JSON.stringify(WRONG_SHAPE));
    case "hang":
      // Never answer. Record when the client gives up and closes the connection.
      res.on("close", () => {
        call.closedAfterMs = Date.now() - call.startedAt;
      });
      return;
  }
});

// A hung request must stay hung: no server-side timeouts.
server.requestTimeout = 0;
server.headersTimeout = 0;
server.timeout = 0;
server.keepAliveTimeout = 5_000;

server.listen(port, "127.0.0.1", () => {
  console.log(`fake store listening on http://127.0.0.1:${port}`);
});
// Another origin than the store API's, as a store's picture CDN is.
const pictures = createServer(servePicture).listen(picturesPort, "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.closeAllConnections();
    pictures.close();
    server.close(() => process.exit(0));
  });
}
