/** @jest-environment node */
import { parseServerConfig } from "@/lib/config";

describe("DATABASE_URL", () => {
  it("is absent by default: the embedded database", () => {
    expect(parseServerConfig({}).databaseUrl).toBeUndefined();
    expect(parseServerConfig({ DATABASE_URL: "  " }).databaseUrl).toBeUndefined();
  });

  it("takes a postgres:// or postgresql:// URL, with the driver's TLS options or a socket folder", () => {
    for (const url of [
      "postgres://lotus:secret@db.internal:5432/lotus",
      "postgresql://lotus@127.0.0.1/lotus?sslmode=verify-full&sslrootcert=/etc/ssl/db.pem",
      "postgres://db.example.com",
      "postgres:///lotus?host=/var/run/postgresql",
    ]) {
      expect(parseServerConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it("refuses anything else with a clear message that does not echo the URL (it may hold a password)", () => {
    for (const url of [
      "mysql://lotus:secret@db/lotus",
      "https://lotus:secret@db/lotus",
      "db.internal:5432/lotus",
      "postgres://",
      "postgres://lotus:secret@db/lotus/extra",
    ]) {
      let message = "";
      try {
        parseServerConfig({ DATABASE_URL: url });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        "Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@host:5432/database",
      );
      expect(message).not.toContain("secret");
    }
  });

  it("makes getDatabase() open the PostgreSQL server instead of the embedded database", async () => {
    const pick = async (env: Record<string, string | undefined>) => {
      jest.resetModules();
      const saved = { ...process.env };
      Object.assign(process.env, env);
      if (env.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
      const postgres = jest.fn(async () => "server");
      const embedded = jest.fn(async () => "embedded");
      jest.doMock("@/lib/db/postgres", () => ({ getPostgresDatabase: postgres }));
      jest.doMock("@/lib/db/embedded", () => ({ getEmbeddedDatabase: embedded }));
      try {
        const { getDatabase } = await import("@/lib/db");
        return {
          opened: await getDatabase(),
          postgres: postgres.mock.calls,
          embedded: embedded.mock.calls,
        };
      } finally {
        process.env = saved;
        jest.dontMock("@/lib/db/postgres");
        jest.dontMock("@/lib/db/embedded");
      }
    };
    const url = "postgres://lotus@127.0.0.1:5432/lotus";
    await expect(pick({ DATABASE_URL: url, DATA_DIR: "/tmp/unused" })).resolves.toEqual({
      opened: "server",
      postgres: [[url]],
      embedded: [],
    });
    await expect(pick({ DATABASE_URL: undefined, DATA_DIR: "/tmp/lotus-data" })).resolves.toEqual({
      opened: "embedded",
      postgres: [],
      embedded: [["/tmp/lotus-data"]],
    });
  });
});
