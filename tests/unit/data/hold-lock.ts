import { spawn, type ChildProcess } from "node:child_process";

/**
 * Another process holding the folder's lock file with flock(2), as a second server would: a
 * process the pid check of old could not see (another PID namespace or host looks the same).
 */
export async function holdElsewhere(file: string): Promise<ChildProcess> {
  const child = spawn("flock", ["--exclusive", file, "sh", "-c", "echo held; exec cat"], {
    stdio: ["pipe", "pipe", "ignore"],
  });
  await new Promise((resolve) => child.stdout!.once("data", resolve));
  return child;
}

export async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}
