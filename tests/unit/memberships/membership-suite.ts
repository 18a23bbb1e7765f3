import type { PGlite } from "@electric-sql/pglite";
import type { MembershipStore } from "@/lib/memberships/store";
import { migratedPGlite } from "../data/pglite";
import { resetMemberships, storeOn } from "./membership-db";

export type MembershipDb = { db: PGlite; store: MembershipStore };

/**
 * The set-up the embedded memberships suites share: one migrated in-memory PGlite for the file,
 * its membership store, and the membership tables emptied before each test (`reset` for a suite
 * with tables of its own). `opened` hands the database to the suite's variables once it is ready.
 */
export function setUpMembershipDb(
  opened: (suite: MembershipDb) => void,
  reset: (db: PGlite) => Promise<unknown> = resetMemberships,
) {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
    opened({ db, store: storeOn(db) });
  }, 60_000);
  afterAll(() => db.close());
  beforeEach(() => reset(db));
}
