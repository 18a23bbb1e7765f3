/** @jest-environment node */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { acquireFolderLock, DataFolderLockedError, LOCK_FILE } from "@/lib/db/lock";
import { holdElsewhere, stop } from "./hold-lock";

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "acquired",
    (error: unknown) => (error instanceof DataFolderLockedError ? "refused" : String(error)),
  );

describe("data folder lock", () => {
  let folder: string;
  let lockFile: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "lotus-lock-"));
    lockFile = path.join(folder, LOCK_FILE);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("creates the folder and names this process and host in the lock file", async () => {
    const nested = path.join(folder, "nested", ".data");
    const lock = await acquireFolderLock(nested);
    expect(readFileSync(path.join(nested, LOCK_FILE), "utf8").trim()).toBe(
      `pid ${process.pid} on ${hostname()}`,
    );
    await lock.release();
  });

  it("lets exactly one of two writers in, and the second once the first has released", async () => {
    const first = await acquireFolderLock(folder);
    const second = acquireFolderLock(folder);
    await expect(second).rejects.toThrow(
      new RegExp(`${folder}.*pid ${process.pid} on ${hostname()}`),
    );
    await first.release();
    await (await acquireFolderLock(folder)).release();
  });

  it("refuses a folder another process holds, whatever the lock file says (a pid that looks dead, garbage)", async () => {
    writeFileSync(lockFile, "pid 999999 on another-host\n");
    const other = await holdElsewhere(lockFile);
    try {
      expect(await refusal(acquireFolderLock(folder))).toBe("refused");
      writeFileSync(lockFile, "garbage");
      expect(await refusal(acquireFolderLock(folder))).toBe("refused");
    } finally {
      await stop(other);
    }
    // Its owner killed outright: the kernel dropped the lock, nothing stale to reclaim.
    await (await acquireFolderLock(folder)).release();
  });

  it("lets one of twenty racing processes in, never two (the stale-lock race)", async () => {
    writeFileSync(lockFile, "pid 1 on a-dead-host\n");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => acquireFolderLock(folder).catch((error: Error) => error)),
    );
    const held = results.filter((r) => !(r instanceof Error));
    expect(held).toHaveLength(1);
    expect(results.filter((r) => r instanceof DataFolderLockedError)).toHaveLength(19);
    // A refused process deletes nothing: the winner still holds the folder.
    expect(await refusal(acquireFolderLock(folder))).toBe("refused");
    await (held[0] as Awaited<ReturnType<typeof acquireFolderLock>>).release();
  });

  it("releases with its holder: a killed owner's lock is free at once", async () => {
    const owner = spawn(
      process.execPath,
      [
        "-e",
        `const { spawn } = require("node:child_process");
         const c = spawn("flock", ["--nonblock", "--close", ${JSON.stringify(lockFile)}, "sh", "-c", "echo held; exec cat >/dev/null"], { stdio: ["pipe", "pipe", "ignore"] });
         c.stdout.once("data", () => process.stdout.write("ready"));`,
      ],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    await new Promise((resolve) => owner.stdout!.once("data", resolve));
    expect(await refusal(acquireFolderLock(folder))).toBe("refused");
    await stop(owner);
    // The flock child notices its pipe close and exits; allow it a moment.
    let outcome = "refused";
    for (let i = 0; i < 50 && outcome !== "acquired"; i++) {
      outcome = await refusal(acquireFolderLock(folder).then((lock) => lock.release()));
      if (outcome !== "acquired") await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(outcome).toBe("acquired");
  });
});
