import { expect, request as playwrightRequest, test, type APIResponse } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, openSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";
import { MULTI_PROCESS_E2E } from "../../playwright.config";
import { startNginxFront } from "../../scripts/nginx-front.mjs";
import {
  postgresUnavailable,
  startPostgresServer,
  type PostgresServer,
} from "../support/postgres-cluster.mjs";
import { E2E_PASSWORD, randomAddress, uniqueEmail } from "./helpers";
import { SmtpSink } from "./support/smtp-sink";

/**
 * Issue 26, several app processes on one PostgreSQL: two `next start` processes of the main
 * build (one copy of it, as N processes share one deployment folder), both on one throwaway
 * PostgreSQL cluster, each with its outbox worker sending to a real SMTP server, behind nginx
 * with deploy/nginx/lotus-club.conf (`least-conn`). Every request goes through nginx, which
 * names the process that answered in X-Upstream (a test-only header), so the racing checks and
 * the sign-in limit also show that both processes took part. The database is read directly to
 * see what was stored.
 */
test.describe.configure({ mode: "serial" });

const reason = postgresUnavailable();
test.skip(Boolean(reason), `PostgreSQL cannot start here: ${reason}`);

const { sites, folder } = MULTI_PROCESS_E2E;
const sink = new SmtpSink(MULTI_PROCESS_E2E.smtpPort);
let database: PostgresServer;
let databaseUrl: string;
let sql: pg.Pool;
let front: Awaited<ReturnType<typeof startNginxFront>>;
const servers: ChildProcess[] = [];

/** `next start` of the copied build on `site`'s port, on the shared database. */
function startSite(site: string, index: number): ChildProcess {
  const log = openSync(path.join(folder, `server-${index}.log`), "a");
  // The server itself, not npx: `kill -9` must reach the process that serves.
  return spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", new URL(site).port, "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NEXT_DIST_DIR: `${folder}/build`,
        // Unused with DATABASE_URL (no folder lock, no PGlite); each its own all the same.
        DATA_DIR: `${folder}/data-${index}`,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: "5",
        NEXT_PUBLIC_SITE_URL: front.base,
        NEXT_TELEMETRY_DISABLED: "1",
        SMTP_URL: sink.url,
        MAIL_FROM: "Lotus Club <hello@lotusclub.test>",
        STAFF_ALERT_EMAIL: "desk@lotusclub.test",
        OUTBOX_INTERVAL_MS: "300",
        // The test plays the visitor's own proxy in front of nginx: each request names its
        // client in X-Forwarded-For and nginx appends 127.0.0.1, so the app believes two hops.
        TRUSTED_PROXY_HOPS: "2",
      },
      stdio: ["ignore", log, log],
    },
  );
}

const health = (base: string) =>
  fetch(`${base}/api/health`)
    .then((r) => r.status)
    .catch(() => 0);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  execFileSync("bash", ["scripts/ensure-nginx.sh"], { stdio: "inherit" });
  // The main server's health check answers once the build is complete; then copy it.
  execFileSync(process.execPath, [
    "tests/e2e/support/copy-build.mjs",
    ...["--wait", MULTI_PROCESS_E2E.mainHealth],
    ...["--from", MULTI_PROCESS_E2E.distDir, "--into", folder],
  ]);
  mkdirSync(folder, { recursive: true });
  database = await startPostgresServer();
  databaseUrl = await database.createDatabase("lotus_club");
  sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sql.on("error", () => undefined); // its idle connections end when the server restarts
  await sink.start();
  front = await startNginxFront({
    upstreams: sites.map((site) => new URL(site).host),
    balance: "least-conn",
    staticDir: path.join(folder, "build", "static"),
    revealUpstream: true,
  });
  // Both at once: the migrations run once, under the advisory lock, whoever comes first.
  servers.push(...sites.map(startSite));
  for (const site of sites) {
    await expect.poll(() => health(site), { timeout: 120_000, intervals: [250] }).toBe(200);
  }
});

test.afterAll(async () => {
  for (const server of servers) {
    if (server.exitCode !== null || server.signalCode !== null) continue;
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    const stuck = setTimeout(() => server.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(stuck);
  }
  front?.stop();
  await sink.stop();
  await sql?.end();
  await database?.stop();
});

/** The processes that answered these (nginx's X-Upstream: the one that finally answered). */
const upstreamsOf = (answers: APIResponse[]) =>
  new Set(answers.map((a) => a.headers()["x-upstream"]?.split(", ").at(-1)));
const bothProcesses = new Set(sites.map((site) => new URL(site).host));

/** A request context of one visitor through nginx, from an address of its own. */
const visitor = () =>
  playwrightRequest.newContext({
    baseURL: front.base,
    extraHTTPHeaders: { origin: front.base, "x-forwarded-for": randomAddress() },
  });

/** A new member through nginx, their address confirmed from the e-mail the SMTP server got. */
async function newMember() {
  const api = await visitor();
  const email = uniqueEmail("multi");
  const signup = await api.post("/api/auth/signup", {
    data: { email, password: E2E_PASSWORD, name: "Racing Member", userQuery: "Meeting rooms" },
  });
  expect(signup.status()).toBe(201);
  const verifyLink = () =>
    sink
      .to(email)
      .map((mail) => mail.text?.match(/https?:\/\/\S+\/auth\/verify\?token=[\w-]+/)?.[0])
      .find(Boolean);
  await expect.poll(verifyLink, { timeout: 30_000 }).toBeTruthy();
  const link = verifyLink()!;
  const verified = await api.post("/api/auth/verify", {
    data: { token: new URL(link).searchParams.get("token"), password: E2E_PASSWORD },
  });
  expect(verified.status()).toBe(200);
  return api;
}

/**
 * A weekday no other test of this file has used: the tests count the 8-seater's bookings on
 * their date, and two drawn at random met one time in 27 (a restart test then counted the
 * 20-member test's booking as its own).
 */
const usedDates = new Set<string>();
function randomWeekday(): string {
  let date = addDaysToDate(clubToday(new Date()), 3 + Math.floor(Math.random() * 38));
  while (!isWeekday(date) || usedDates.has(date)) date = addDaysToDate(date, 1);
  usedDates.add(date);
  return date;
}
const roomBooking = (date: string, time: string) => ({
  kind: "meeting-room",
  room: "8-seater",
  date,
  time,
  hours: 1,
  techSupport: false,
});
const bookingsOn = async (date: string) =>
  (
    await sql.query(
      "select count(*)::int as n from bookings where resource = '8-seater' and date = $1",
      [date],
    )
  ).rows[0].n as number;

let members: Awaited<ReturnType<typeof newMember>>[] = [];

test("20 members booking one slot at once through nginx, on two processes: one booking", async () => {
  test.setTimeout(180_000);
  // Ten at a time: sign-ups hash passwords, and each process queues only so many at once.
  for (let i = 0; i < 2; i++) {
    members.push(...(await Promise.all(Array.from({ length: 10 }, newMember))));
  }
  const date = randomWeekday();
  const answers = await Promise.all(
    members.map((api) => api.post("/api/bookings", { data: roomBooking(date, "11:00") })),
  );
  const statuses = answers.map((a) => a.status()).sort();
  expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
  expect(upstreamsOf(answers)).toEqual(bothProcesses);
  expect(await bookingsOn(date)).toBe(1);
});

test("ten checkouts at once for the last three units, on two processes: three orders", async () => {
  const bottle = {
    product_id: "insulated-bottle",
    variant_id: "insulated-bottle-750ml",
    quantity: 1,
  };
  const buyers = await Promise.all(Array.from({ length: 10 }, visitor));
  const answers = await Promise.all(
    buyers.map((api) => api.post("/api/checkout", { data: { items: [bottle] } })),
  );
  expect(answers.map((a) => a.status()).sort()).toEqual([
    ...Array<number>(3).fill(200),
    ...Array<number>(7).fill(409),
  ]);
  expect(upstreamsOf(answers)).toEqual(bothProcesses);
  const inventory = await (
    await buyers[0]!.get("/api/inventory?product_ids[]=insulated-bottle")
  ).json();
  expect(inventory.variants).toEqual([{ id: "insulated-bottle-750ml", inventory_quantity: 0 }]);
  await Promise.all(buyers.map((api) => api.dispose()));
});

test("an enquiry's acknowledgement reaches the SMTP server once, with both workers running", async () => {
  const api = await visitor();
  const email = uniqueEmail("enquirer");
  const sent = await api.post("/api/enquiries", {
    data: {
      inquiryType: "Tour",
      name: "Nisha Twoprocess",
      email,
      phone: "+91 98100 12345",
      message: "Could I see the meeting rooms on Friday?",
    },
  });
  expect(sent.status()).toBe(201);
  await expect.poll(() => sink.to(email).length, { timeout: 20_000 }).toBe(1);
  // Each worker passes every 300 ms: a second delivery would have come by now.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(sink.to(email)).toHaveLength(1);
  const { rows } = await sql.query("select status from outbox where recipient = $1", [email]);
  expect(rows).toEqual([{ status: "sent" }]);
  await api.dispose();
});

test("the sign-in limit counts wrong passwords made through either process", async () => {
  const api = await visitor();
  const email = uniqueEmail("guessed");
  const tries: APIResponse[] = [];
  for (let i = 0; i < 10; i++) {
    tries.push(
      await api.post("/api/auth/signin", {
        data: { email, password: `wrong-guess-${i}`, remember: false },
      }),
    );
  }
  expect(tries.map((a) => a.status())).toEqual(Array<number>(10).fill(401));
  expect(upstreamsOf(tries)).toEqual(bothProcesses);
  // The 11th from this address is refused, whichever process it reaches.
  for (let i = 0; i < 2; i++) {
    const refused = await api.post("/api/auth/signin", {
      data: { email, password: "wrong-guess-again", remember: false },
    });
    expect(refused.status()).toBe(429);
  }
  await api.dispose();
});

test("PostgreSQL restarted: 503s while it is down, /api/health back to 200, the next booking made", async () => {
  test.setTimeout(120_000);
  const date = randomWeekday();
  await database.stopServer();
  try {
    await expect.poll(() => health(front.base), { timeout: 15_000 }).toBe(503);
    const down = await fetch(`${front.base}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      ok: false,
      message: "The database is not reachable.",
    });
    const refused = await members[0]!.post("/api/bookings", { data: roomBooking(date, "09:00") });
    expect(refused.status()).toBe(503);
  } finally {
    await database.startServer();
  }
  for (const site of sites) {
    await expect.poll(() => health(site), { timeout: 30_000, intervals: [250] }).toBe(200);
  }
  // The refused booking left nothing behind: the same slot, and another, are booked now.
  const answers = [];
  for (const [i, time] of ["09:00", "14:00"].entries()) {
    answers.push(await members[i]!.post("/api/bookings", { data: roomBooking(date, time) }));
  }
  expect(answers.map((a) => a.status())).toEqual([201, 201]);
  expect(await bookingsOn(date)).toBe(2);
});

/** The status a write is given when its answer was cut off by the process dying mid-body. */
const CUT_OFF = 0;

test("kill -9 of one process under writes: nginx fails over, every answered write is stored", async () => {
  test.setTimeout(120_000);
  const api = await visitor();
  const run = `Killtest ${Math.random().toString(36).slice(2, 8)}`;
  const outcomes: { n: number; name: string; status: number }[] = [];
  let next = 0;
  const TOTAL = 60;
  const WRITERS = 6;
  // Six writers, each posting an enquiry after the other; the first process dies before the
  // 21st is sent, with some of the 16th-20th still in flight on it.
  const writer = async () => {
    while (next < TOTAL) {
      const n = next++;
      if (n === 20) servers[0]!.kill("SIGKILL");
      const name = `${run} ${n}`;
      // Each from its own address: the enquiry limit (20 per 5 minutes) is per client.
      const answer = await api
        .post("/api/enquiries", {
          headers: { "x-forwarded-for": randomAddress() },
          data: {
            inquiryType: "General",
            name,
            email: uniqueEmail("writer"),
            message: "Is the café open on Sundays?",
          },
        })
        .catch((error: Error) => {
          // Its process died after sending the headers (201, chunked) and before the body's
          // end: the client saw no complete answer, so it counts as unanswered (CUT_OFF),
          // whether or not the row was stored.
          if (/aborted|socket hang up|ECONNRESET|other side closed/i.test(error.message))
            return null;
          throw error;
        });
      outcomes.push({ n, name, status: answer ? answer.status() : CUT_OFF });
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  if (servers[0]!.exitCode === null && servers[0]!.signalCode === null) {
    await once(servers[0]!, "exit");
  }
  expect(servers[0]!.signalCode).toBe("SIGKILL");

  const answered = outcomes.filter((o) => o.status === 201).map((o) => o.name);
  const { rows } = await sql.query<{ name: string }>(
    "select name from enquiries where name like $1",
    [`${run} %`],
  );
  const stored = new Set(rows.map((r) => r.name));
  expect(answered.filter((name) => !stored.has(name))).toEqual([]);
  // Only writes the dead process held when it died may fail (502, never sent twice, or cut off
  // mid-answer), at most one per writer; every write from the 30th on is served by the process
  // left.
  const failed = outcomes.filter((o) => o.status !== 201);
  for (const { status } of failed) expect([502, CUT_OFF]).toContain(status);
  expect(failed.length).toBeLessThanOrEqual(WRITERS);
  expect(outcomes.filter((o) => o.n >= 30 && o.status !== 201)).toEqual([]);
  expect(upstreamsOf([await api.get("/api/health")])).toEqual(new Set([new URL(sites[1]!).host]));
  await api.dispose();
  await Promise.all(members.map((member) => member.dispose()));
  members = [];
});
