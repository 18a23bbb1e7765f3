import "server-only";
import { serverCaller } from "@/lib/db";
import { createPackStore, type PackStore } from "./store";

let store: PackStore | undefined;

/** The packs' store over the embedded database, or Supabase with the service role. */
export function getPackStore(): PackStore {
  return (store ??= createPackStore(serverCaller("Prepaid packs")));
}
