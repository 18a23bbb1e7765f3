// The dynamic half of `npm run bench:load` (issue 26): two routes that reach the database on
// every request, an availability read (GET /api/bookings/slots) and an enquiry insert (POST
// /api/enquiries), through nginx (deploy/nginx, `least-conn`) in front of: one process on the
// embedded database, one process on PostgreSQL, and two processes on that PostgreSQL. The
// PostgreSQL is a throwaway cluster (tests/support/postgres-cluster.mjs: Debian's PostgreSQL 15,
// fsync off, as in the tests: this measures the app, not the disk).
import path from "node:path";
import autocannon from "autocannon";
import { startNginxFront } from "../nginx-front.mjs";
import { startPostgresServer } from "../../tests/support/postgres-cluster.mjs";
import { distDir, root, startServer } from "./server.mjs";

const CONNECTIONS = 50;
// Each request names its own client address (the bench plays the visitors' proxies, nginx adds
// one hop): the routes' per-client rate limits then never refuse the benchmark.
const PROXY_HOPS = { TRUSTED_PROXY_HOPS: "2" };
const randomAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;
const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const ROUTES = {
  "availability read": (base) => ({
    url: `${base}/api/bookings/slots?resource=8-seater&date=${weekAhead}`,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, "x-forwarded-for": randomAddress() },
        }),
      },
    ],
  }),
  "enquiry insert": (base) => ({
    url: `${base}/api/enquiries`,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            origin: base,
            "content-type": "application/json",
            "x-forwarded-for": randomAddress(),
          },
          body: JSON.stringify({
            inquiryType: "General",
            name: "Bench Visitor",
            email: `bench-${Math.random().toString(36).slice(2, 10)}@example.com`,
            message: "Is the café open on Sundays?",
          }),
        }),
      },
    ],
  }),
};

function hit(options, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Both routes through nginx in front of `upstreams`; one row per route. */
async function measureSetup(setup, servers, duration) {
  const front = await startNginxFront({
    upstreams: servers.map((server) => new URL(server.base).host),
    balance: "least-conn",
    staticDir: path.join(root, distDir, "static"),
  });
  const rows = [];
  try {
    for (const [route, options] of Object.entries(ROUTES)) {
      // A short unmeasured run first: timed warm (JIT, pools, caches), not on first requests.
      await hit(options(front.base), 2);
      const result = await hit(options(front.base), duration);
      rows.push({
        route,
        setup,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.timeouts,
        "non-2xx": result.non2xx,
      });
    }
  } finally {
    front.stop();
  }
  return rows;
}

/** The table's rows: embedded, PostgreSQL × 1 process, PostgreSQL × 2 processes. */
export async function measureDynamicRoutes(duration) {
  const rows = [];
  const embedded = await startServer({ env: PROXY_HOPS });
  try {
    rows.push(...(await measureSetup("embedded (PGlite), 1 process", [embedded], duration)));
  } finally {
    embedded.stop();
  }
  const database = await startPostgresServer();
  const servers = [];
  try {
    const env = { ...PROXY_HOPS, DATABASE_URL: await database.createDatabase("lotus_bench") };
    servers.push(await startServer({ env }));
    rows.push(...(await measureSetup("PostgreSQL, 1 process", servers, duration)));
    servers.push(await startServer({ env }));
    rows.push(...(await measureSetup("PostgreSQL, 2 processes", servers, duration)));
  } finally {
    for (const server of servers) server.stop();
    await database.stop();
  }
  return rows;
}
