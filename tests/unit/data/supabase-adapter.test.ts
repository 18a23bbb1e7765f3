/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { bookingInsertRow } from "@/lib/bookings/rows";
import { describeDataPortContract } from "./data-port-contract";
import { startFakePostgrest } from "./fake-postgrest";
import { migratedPGlite } from "./pglite";
import { supabasePorts } from "./ports";

describeDataPortContract("supabase (fake PostgREST)", async () => {
  const db = await migratedPGlite();
  const fake = await startFakePostgrest({ bookings: db });
  return {
    port: supabasePorts({ url: fake.url, anonKey: fake.anonKey }),
    signIn: (userId) => ({ accessToken: fake.tokenFor(userId) }),
    async storeAsOwner(booking) {
      const row = bookingInsertRow(booking);
      const { rows } = await db.query<{ id: string }>(
        `insert into public.bookings (${Object.keys(row).join(", ")})
         select ${Object.keys(row).join(", ")} from jsonb_populate_record(null::public.bookings, $1) returning id`,
        [row],
      );
      return rows[0]!.id;
    },
    close: async () => {
      await fake.close();
      await db.close();
    },
  };
});
