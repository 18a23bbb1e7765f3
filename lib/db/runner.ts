import "server-only";

/** A database, or a function that opens the process's one on first use. */
export type DatabaseSource<Db> = Db | (() => Promise<Db>);

/**
 * How every embedded adapter reaches its database. It asks `source` on every call (the process's
 * database is opened on first use and reopened after a close, never at import, so `next build`
 * never opens it), runs `prepare` once per database object (the store seeds its stock), and
 * forgets a failed `prepare` so the next call tries again. `toPortError` turns whatever went
 * wrong into the port's own error.
 */
export function sqlRunner<Db extends object>(
  source: DatabaseSource<Db>,
  {
    prepare,
    toPortError,
  }: {
    prepare?: (db: Db) => Promise<void>;
    toPortError: (error: unknown, action: string) => Error;
  },
) {
  const open = typeof source === "function" ? (source as () => Promise<Db>) : async () => source;
  const prepared = new WeakMap<Db, Promise<void>>();

  const connect = async () => {
    const db = await open();
    if (!prepare) return db;
    let preparing = prepared.get(db);
    if (!preparing) {
      preparing = prepare(db);
      prepared.set(db, preparing);
      preparing.catch(() => prepared.delete(db));
    }
    await preparing;
    return db;
  };

  return async function run<T>(action: string, work: (db: Db) => Promise<T>): Promise<T> {
    try {
      return await work(await connect());
    } catch (error) {
      throw toPortError(error, action);
    }
  };
}
