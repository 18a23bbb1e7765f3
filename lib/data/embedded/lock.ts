import "server-only";
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "pglite.lock";

/** Another live process owns the data folder. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another process (pid ${ownerPid}). ` +
        `PGlite allows one process per folder: stop that process, or point DATA_DIR at another folder. ` +
        `If no such process is running, delete ${path.join(folder, LOCK_FILE)}.`,
    );
    this.name = "DataFolderLockedError";
  }
}

export type FolderLock = { folder: string; file: string; release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, "wx");
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Takes the folder for this process: a lock file holding our pid, created exclusively. A lock
 * left by a dead process (or by an earlier process that had our pid, as in a restarted
 * container) is reclaimed; a live owner makes this throw `DataFolderLockedError`. The caller
 * must not lock the same folder twice in one process (the database module keeps one handle).
 */
export function acquireFolderLock(folder: string): FolderLock {
  const resolved = path.resolve(folder);
  mkdirSync(resolved, { recursive: true });
  const file = path.join(resolved, LOCK_FILE);

  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file)) {
      const release = () => {
        process.off("exit", release);
        if (readOwner(file) !== process.pid) return;
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.once("exit", release);
      return { folder: resolved, file, release };
    }
    const owner = readOwner(file);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new DataFolderLockedError(resolved, owner);
    }
    // Stale (dead owner, unreadable, or our own pid from an earlier life): reclaim and retry.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  const owner = readOwner(file);
  throw new DataFolderLockedError(resolved, owner ?? 0);
}
