// A hosted store (spec section 7) that fails on purpose, for tests/e2e/resilience.spec.ts. Plain
// node:http, no dependencies. The store id in the path picks the failure, so one process serves
// every mode and each Next server under test is pointed at it with its own STORE_ID:
//
//   /store/fail-500/…     500 Internal Server Error (a JSON body, as a real API would send)
//   /store/hang/…         never answers: no status, no headers; the socket stays open until the
//                         client gives up (the adapter's AbortSignal timeout)
//   /store/not-json/…     200 with an HTML page (a proxy's or maintenance page)
//   /store/wrong-shape/…  200 with JSON the store API never sends
//
// GET /health answers 200 (the test rig's readiness check). GET /__calls lists every store call
// seen, newest last, with how it ended: `answered`, or for a hang how long the client waited
// before it closed the connection (`closedAfterMs`).
//
// Usage: node tests/e2e/support/fake-store-server.mjs <port>
import { createServer } from "node:http";

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error("usage: node fake-store-server.mjs <port>");
  process.exit(2);
}

const MODES = new Set(["fail-500", "hang", "not-json", "wrong-shape"]);
const calls = [];

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

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
