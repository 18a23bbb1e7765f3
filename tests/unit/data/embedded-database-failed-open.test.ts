/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { getEmbeddedDatabase } from "@/lib/db/embedded";
import { acquireFolderLock } from "@/lib/db/lock";

/** Every PGlite the module under test creates, to see whether a failed open closed it. */
const created: PGlite[] = [];

jest.mock("@electric-sql/pglite", () => {
  const real = (
    globalThis as unknown as { __loadPGlite: () => typeof import("@electric-sql/pglite") }
  ).__loadPGlite();
  return {
    ...real,
    PGlite: {
      create: async (...args: Parameters<typeof real.PGlite.create>) => {
        const db = await real.PGlite.create(...args);
        created.push(db);
        return db;
      },
    },
  };
});

jest.mock("@/lib/db/migrate", () => ({
  migrateEmbeddedDatabase: () => Promise.reject(new Error("migration 0099 failed")),
}));

describe("an embedded database whose migrations fail", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "lotus-failed-open-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("closes the database it opened and frees the folder, on every retry", async () => {
    await expect(getEmbeddedDatabase(folder)).rejects.toThrow("migration 0099 failed");
    await expect(getEmbeddedDatabase(folder)).rejects.toThrow("migration 0099 failed");
    expect(created).toHaveLength(2);
    expect(created.map((db) => db.closed)).toEqual([true, true]);
    await (await acquireFolderLock(folder)).release();
  }, 60_000);
});
