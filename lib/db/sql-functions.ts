import "server-only";
import type { SqlQueryable } from "@/lib/db/sql";
import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * Calls one of the server's SQL functions by name with named arguments and answers its rows:
 * the embedded database as its owner, Supabase over RPC with the service role. Every rule lives
 * in the function (the payments ledger: supabase/migrations/0010_online_payments.sql; memberships: 0027), so both run the same code.
 */
export type SqlFunctionCaller = <Row>(
  name: string,
  args: Record<string, unknown>,
) => Promise<Row[]>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** `name` in public, or `schema.name` (the embedded store's own functions). */
const FUNCTION_NAME = /^(?:[a-z_][a-z0-9_]*\.)?[a-z_][a-z0-9_]*$/;

export function embeddedCaller(open: () => Promise<SqlQueryable>): SqlFunctionCaller {
  return async <Row>(name: string, args: Record<string, unknown>) => {
    const names = Object.keys(args);
    if (!FUNCTION_NAME.test(name) || !names.every((n) => IDENTIFIER.test(n))) {
      throw new Error(`Bad name: ${name}`);
    }
    const list = names.map((n, i) => `${n} => $${i + 1}`).join(", ");
    const db = await open();
    const { rows } = await db.query<Row>(
      `select * from ${name.includes(".") ? name : `public.${name}`}(${list})`,
      Object.values(args),
    );
    return rows;
  };
}

export function supabaseCaller(client: () => Promise<SupabaseClient>): SqlFunctionCaller {
  return async <Row>(name: string, args: Record<string, unknown>) => {
    const { data, error } = await (await client()).rpc(name, args);
    if (error) throw new Error(`${name} failed: ${error.code} ${error.message}`);
    if (data === null || data === undefined) return [];
    return (Array.isArray(data) ? data : [data]) as Row[];
  };
}
