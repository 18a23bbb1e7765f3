import "server-only";
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE = "pglite.lock";

/** Another process (on this host or another, in any PID namespace) holds the data folder. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    /** Who wrote the lock file last, e.g. `pid 4242 on web-1`; informational only. */
    readonly owner: string,
  ) {
    super(
      `The data folder ${folder} is in use by another process (${owner || "owner unknown"}). ` +
        `PGlite allows one process per folder: stop that process, or point DATA_DIR at another folder.`,
    );
    this.name = "DataFolderLockedError";
  }
}

/** `release` resolves once the lock is gone (the holder has exited). */
export type FolderLock = { folder: string; file: string; release(): Promise<void> };

const readOwner = (file: string) => {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return "";
  }
};

/**
 * Takes the folder for the life of this process with an OS-level exclusive lock: `flock(2)` on
 * the lock file, held by a `flock(1)` child (util-linux, in every Debian) whose stdin is a pipe
 * from us. The kernel decides, so a second process is refused whatever its PID namespace or
 * host (shared volumes), there is no stale lock to reclaim and no reclaim race: when this process
 * dies, even by SIGKILL, the pipe closes, the child exits and the lock goes with it. The file's
 * text (pid and host) only names the owner in the error; the file is never deleted, since
 * deleting a flock file lets two processes lock two different files of one name.
 */
export async function acquireFolderLock(folder: string): Promise<FolderLock> {
  const resolved = path.resolve(folder);
  mkdirSync(resolved, { recursive: true });
  const file = path.join(resolved, LOCK_FILE);
  const LOCKED = 75;
  const child = spawn(
    "flock",
    // --close: the command (which tells us the lock is held, then waits for our pipe to close)
    // does not inherit the lock, so the lock ends exactly when flock(1) does.
    [
      "--nonblock",
      "--exclusive",
      "--close",
      "--conflict-exit-code",
      String(LOCKED),
      file,
      "sh",
      "-c",
      "echo held; exec cat >/dev/null",
    ],
    { stdio: ["pipe", "pipe", "ignore"] },
  );
  const held = await new Promise<boolean>((resolve, reject) => {
    child.once("error", reject);
    child.stdout.once("data", () => resolve(true));
    child.once("exit", (code) =>
      code === LOCKED
        ? resolve(false)
        : reject(new Error(`Could not lock ${file}: flock exited with ${code}`)),
    );
  });
  if (!held) throw new DataFolderLockedError(resolved, readOwner(file));

  writeFileSync(file, `pid ${process.pid} on ${hostname()}\n`);
  // The lock must not keep the server (or a test run) alive by itself.
  child.unref();
  child.stdout.destroy();
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    folder: resolved,
    file,
    release() {
      child.stdin.end();
      child.kill();
      return exited;
    },
  };
}
