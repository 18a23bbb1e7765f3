// A throwaway PostgreSQL 15 cluster, for the tests (through tests/unit/db/postgres-server.ts and
// tests/e2e/multi-process.spec.ts) and `npm run bench:load`: Debian's binaries
// (scripts/ensure-postgres.sh installs them), a fresh `initdb` in a temporary folder, one server
// on a free loopback port, trust authentication for the `postgres` user. PostgreSQL refuses to
// run as root, so as root everything runs as the `postgres` system user (the folder is given to
// it). Plain JavaScript (types in postgres-cluster.d.mts) so the benchmark, run by bare Node,
// starts the same cluster as the tests.
//
// The server is started by a small watchdog shell whose standard input is a pipe from this
// process: when the pipe closes (stop(), or this process dies, even by SIGKILL) the watchdog
// stops the server and deletes the folder, so no cluster outlives its run. Lines on that pipe
// stop and start the server (stopServer, startServer: a restart the app must survive).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";

/** Debian's PostgreSQL 15; POSTGRES_BIN points elsewhere (another version or distribution). */
export const POSTGRES_BIN = process.env.POSTGRES_BIN || "/usr/lib/postgresql/15/bin";

/** Why the cluster cannot start here, or undefined when it can. */
export function postgresUnavailable() {
  for (const binary of ["initdb", "postgres"]) {
    if (!existsSync(path.join(POSTGRES_BIN, binary)))
      return `${path.join(POSTGRES_BIN, binary)} is missing (run scripts/ensure-postgres.sh)`;
  }
  if (process.getuid?.() === 0 && spawnSync("id", ["-u", "postgres"]).status !== 0)
    return "running as root and there is no `postgres` user to run the server as";
  return undefined;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** The server's options after `-p PORT -k DIR` ($OPTIONS in the shell, split on spaces). */
const SERVER_OPTIONS =
  "-c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200";

// Lines on standard input stop and start the server: "stop" (a fast shutdown: every connection
// is ended, as a restart does) and "start", each answered on standard output once done. The end
// of the input stops the server for good and deletes the folder.
const WATCHDOG = `
set -e
"$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$DIR/initdb.log" 2>&1
start() {
  "$BIN/postgres" -D "$DIR/data" -p "$PORT" -k "$DIR" $OPTIONS >>"$DIR/server.log" 2>&1 &
  pid=$!
}
start
trap 'kill -INT $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$DIR"' EXIT
while read -r command; do
  case "$command" in
    stop) kill -INT $pid; wait $pid || true; echo stopped ;;
    start) start; echo started ;;
  esac
done
`;

async function waitUntilReady(port, child, dir) {
  const exited = new Promise((_, reject) =>
    child.once("exit", (code) => {
      const log = ["initdb.log", "server.log"]
        .map((file) => path.join(dir, file))
        .filter(existsSync)
        .map((file) => readFileSync(file, "utf8"))
        .join("\n");
      reject(new Error(`PostgreSQL exited (${code}) before accepting connections:\n${log}`));
    }),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({
      host: "127.0.0.1",
      port,
      user: "postgres",
      database: "postgres",
    });
    try {
      await Promise.race([client.connect(), exited]);
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (child.exitCode !== null || Date.now() > deadline) throw error;
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 200)), exited]);
    }
  }
}

async function startOnce() {
  const dir = mkdtempSync(path.join(tmpdir(), "lotus-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(spawnSync("id", ["-u", "postgres"]).stdout.toString().trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"]).stdout.toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const env = {
    ...process.env,
    BIN: POSTGRES_BIN,
    DIR: dir,
    PORT: String(port),
    OPTIONS: SERVER_OPTIONS,
  };
  /** `sh -c script`, as the postgres user when this process is root. */
  const asServerUser = (script) =>
    asRoot ? ["runuser", ["-u", "postgres", "--", "sh", "-c", script]] : ["sh", ["-c", script]];
  const child = spawn(...asServerUser(WATCHDOG), { env, stdio: ["pipe", "pipe", "inherit"] });
  // The watchdog's answers to "stop" and "start", in order.
  const answers = [];
  const waiting = [];
  createInterface({ input: child.stdout }).on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else answers.push(line);
  });
  const command = (line) => {
    child.stdin.write(`${line}\n`);
    return new Promise((resolve) => {
      const answer = answers.shift();
      if (answer) resolve(answer);
      else waiting.push(resolve);
    });
  };
  const exited = new Promise((resolve) => child.once("exit", () => resolve()));
  try {
    await waitUntilReady(port, child, dir);
  } catch (error) {
    child.stdin?.end();
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name = `test_${randomBytes(6).toString("hex")}`) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stopServer() {
      await command("stop");
    },
    async startServer() {
      await command("start");
      await waitUntilReady(port, child, dir);
    },
    async stop() {
      child.stdin?.end();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts a cluster; a port taken between choosing and binding it is retried with another. */
export async function startPostgresServer() {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce();
    } catch (error) {
      lastError = error;
      if (!/could not bind|Address already in use/i.test(String(error))) break;
    }
  }
  throw lastError;
}
