/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { acquireFolderLock, DataFolderLockedError, LOCK_FILE } from "@/lib/data/embedded/lock";

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  if (!child.pid) throw new Error("could not spawn");
  return child.pid;
}

describe("data folder lock", () => {
  let folder: string;
  let lockFile: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "lotus-lock-"));
    lockFile = path.join(folder, LOCK_FILE);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("creates the folder and a lock file holding this process's pid, removed on release", () => {
    const nested = path.join(folder, "nested", ".data");
    const lock = acquireFolderLock(nested);
    const file = path.join(nested, LOCK_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it("refuses a folder another live process holds, naming the folder and the pid", () => {
    const owner = process.ppid;
    writeFileSync(lockFile, `${owner}\n`);
    let thrown: unknown;
    try {
      acquireFolderLock(folder);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataFolderLockedError);
    const message = (thrown as Error).message;
    expect(message).toContain(folder);
    expect(message).toContain(`pid ${owner}`);
    expect((thrown as DataFolderLockedError).ownerPid).toBe(owner);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(owner));
  });

  it("reclaims a stale lock whose process is dead", () => {
    writeFileSync(lockFile, `${deadPid()}\n`);
    const lock = acquireFolderLock(folder);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("reclaims an unreadable lock and one left by an earlier process with this pid", () => {
    writeFileSync(lockFile, "garbage");
    acquireFolderLock(folder).release();
    writeFileSync(lockFile, `${process.pid}\n`);
    const lock = acquireFolderLock(folder);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("never removes a lock that another process has taken since", () => {
    const lock = acquireFolderLock(folder);
    writeFileSync(lockFile, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.ppid));
  });
});
