/** @jest-environment node */
import { createSupabaseAdapter } from "@/lib/data/adapters/supabase";
import { describeDataPortContract } from "./data-port-contract";
import { startFakePostgrest } from "./fake-postgrest";

describeDataPortContract("supabase (fake PostgREST)", async () => {
  const fake = await startFakePostgrest();
  return {
    port: createSupabaseAdapter({ url: fake.url, anonKey: fake.anonKey }),
    signIn: (userId) => ({ accessToken: fake.tokenFor(userId) }),
    close: fake.close,
  };
});
