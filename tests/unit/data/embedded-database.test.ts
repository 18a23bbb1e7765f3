/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { createEmbeddedAdapter } from "@/lib/leads/adapters/embedded";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { acquireFolderLock, DataFolderLockedError, LOCK_FILE } from "@/lib/db/lock";
import { holdElsewhere, stop as stopHolder } from "./hold-lock";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

const ROOT = process.cwd();

describe("embedded database on a data folder", () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "lotus-data-"));
  });
  afterEach(async () => {
    await closeEmbeddedDatabase(folder);
    rmSync(folder, { recursive: true, force: true });
  });

  it("opens once per process, locked and migrated, and keeps rows across a reopen", async () => {
    const first = getEmbeddedDatabase(folder);
    const again = getEmbeddedDatabase(folder);
    const db = await first;
    expect(await again).toBe(db);
    expect(readFileSync(path.join(folder, LOCK_FILE), "utf8").trim()).toBe(
      `pid ${process.pid} on ${hostname()}`,
    );
    const migrations = await db.query("select name from public.schema_migrations");
    expect(migrations.rows).toContainEqual({ name: "0001_enquiries.sql" });

    const userId = randomUUID();
    const adapter = createEmbeddedAdapter(() => getEmbeddedDatabase(folder));
    await adapter.createEnquiry({
      inquiryType: "Tour",
      page: "/contact",
      name: "A",
      email: "a@x.in",
      userId,
    });

    await closeEmbeddedDatabase(folder);
    await (await acquireFolderLock(folder)).release();
    await expect(adapter.listEnquiriesByUser(userId)).resolves.toHaveLength(1);
  }, 60_000);

  it("refuses a folder another process holds, then opens once it is free", async () => {
    writeFileSync(path.join(folder, LOCK_FILE), "pid 4242 on web-2\n");
    const other = await holdElsewhere(path.join(folder, LOCK_FILE));
    const refused = getEmbeddedDatabase(folder);
    await expect(refused).rejects.toBeInstanceOf(DataFolderLockedError);
    await expect(refused).rejects.toThrow(new RegExp(`${folder}.*pid 4242 on web-2`));

    await stopHolder(other);
    await expect(getEmbeddedDatabase(folder)).resolves.toBeDefined();
  }, 60_000);

  it("is never opened during next build", async () => {
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = "phase-production-build";
    try {
      await expect(getEmbeddedDatabase(folder)).rejects.toThrow(/next build/);
      expect(existsSync(path.join(folder, LOCK_FILE))).toBe(false);
    } finally {
      if (phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = phase;
    }
  });
});

/**
 * A real second process: it stores a row through the adapter, says so, and is killed with
 * SIGKILL straight away. While it lives this process is refused; afterwards the row is there.
 * The child runs the TypeScript sources through jiti (installed with eslint).
 */
describe("a second process and a killed one", () => {
  const CHILD = `
    const root = process.cwd();
    const { createJiti } = require("jiti");
    const jiti = createJiti(root + "/", {
      alias: { "@/": root + "/", "server-only": root + "/node_modules/server-only/empty.js" },
    });
    (async () => {
      const { getEmbeddedDatabase } = await jiti.import("./lib/db/embedded.ts");
      const { createEmbeddedAdapter } = await jiti.import("./lib/leads/adapters/embedded.ts");
      const [folder, userId] = process.argv.slice(1);
      const adapter = createEmbeddedAdapter(() => getEmbeddedDatabase(folder));
      await adapter.createEnquiry({ inquiryType: "Tour", page: "/contact", name: "Killed", email: "k@x.in", userId });
      process.stdout.write("committed\\n");
      setInterval(() => {}, 1000);
    })().catch((error) => { console.error(error); process.exit(1); });
  `;

  const hasJiti = (() => {
    try {
      createRequire(path.join(ROOT, "package.json")).resolve("jiti");
      return true;
    } catch {
      return false;
    }
  })();

  let folder: string;
  let child: ChildProcess | undefined;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "lotus-kill-"));
  });
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await closeEmbeddedDatabase(folder);
    rmSync(folder, { recursive: true, force: true });
  });

  (hasJiti ? it : it.skip)(
    "refuses while the other process lives, and keeps its acknowledged row after SIGKILL",
    async () => {
      const userId = randomUUID();
      child = spawn(process.execPath, ["-e", CHILD, folder, userId], {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const running = child;
      let stderr = "";
      running.stderr!.on("data", (chunk) => (stderr += String(chunk)));
      await new Promise<void>((resolve, reject) => {
        running.stdout!.on("data", (chunk) => String(chunk).includes("committed") && resolve());
        running.on("exit", (code) => reject(new Error(`child exited ${code}: ${stderr}`)));
      });

      await expect(getEmbeddedDatabase(folder)).rejects.toThrow(
        new RegExp(`in use by another process \\(pid ${running.pid} on `),
      );

      const exited = new Promise((resolve) =>
        running.once("exit", (_code, signal) => resolve(signal)),
      );
      running.kill("SIGKILL");
      await expect(exited).resolves.toBe("SIGKILL");

      // The kernel frees the lock as the killed process's flock(1) child sees its pipe close.
      const reopen = async (tries: number): Promise<unknown> =>
        getEmbeddedDatabase(folder).catch(async (error: unknown) => {
          if (!(error instanceof DataFolderLockedError) || tries === 0) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return reopen(tries - 1);
        });
      await reopen(40);
      const rows = await createEmbeddedAdapter(() =>
        getEmbeddedDatabase(folder),
      ).listEnquiriesByUser(userId);
      expect(rows).toEqual([expect.objectContaining({ name: "Killed", userId })]);
      expect(readFileSync(path.join(folder, LOCK_FILE), "utf8")).toMatch(
        new RegExp(`^pid ${process.pid} on `),
      );
    },
    90_000,
  );
});
