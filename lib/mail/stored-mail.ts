import "server-only";
import { createHash } from "node:crypto";
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * The file mailer's copies, found by what they were about: each outbox message's file name
 * carries a tag of its template and source (`<stamp>-<tag>-<message id>.eml`), so the purge that
 * deletes a visitor can delete the .eml files that named them (issue 39).
 */

/** Which outbox message a stored copy came from. */
export type MailSource = { template: string; sourceId: string };

/** 16 hex characters of the source's SHA-256: names no one, and fits the file name. */
export const sourceTag = ({ template, sourceId }: MailSource) =>
  createHash("sha256").update(`${template}:${sourceId}`).digest("hex").slice(0, 16);

const emlFiles = async (folder: string) =>
  (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));

/** Deletes the stored copies of these messages; answers how many files went. */
export async function forgetMailFiles(folder: string, sources: MailSource[]): Promise<number> {
  if (sources.length === 0) return 0;
  const tags = new Set(sources.map(sourceTag));
  const doomed = (await emlFiles(folder)).filter((name) =>
    name.split("-").some((part) => tags.has(part)),
  );
  await Promise.all(doomed.map((name) => unlink(path.join(folder, name)).catch(() => undefined)));
  return doomed.length;
}

/** Deletes the stored copies written more than `days` before `now`; answers how many went. */
export async function ageOutMailFiles(folder: string, now: Date, days: number): Promise<number> {
  const cutoff = now.getTime() - days * 86_400_000;
  let gone = 0;
  for (const name of await emlFiles(folder)) {
    const file = path.join(folder, name);
    const written = await stat(file).catch(() => null);
    if (written && written.mtimeMs < cutoff) {
      await unlink(file).catch(() => undefined);
      gone += 1;
    }
  }
  return gone;
}
